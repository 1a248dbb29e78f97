" Vim syntax for .menuc options files: one command-line option a line,
" '#' starts a comment.
if exists('b:current_syntax')
  finish
endif

syntax match menucOption /\%(^\|\s\)\@<=--[[:alnum:]-]\+/
syntax match menucComment /#.*$/ contains=@Spell

highlight default link menucOption Identifier
highlight default link menucComment Comment

let b:current_syntax = 'menuc'
