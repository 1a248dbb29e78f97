" Vim syntax for .menu files: the highlighting of ../../menu.tmLanguage.json
" (the TextMate grammar), group for group. Where two items start at the same
" place the one defined last wins, so they come in the reverse of the order
" the TextMate grammar tries them. Tests/Editors/nvim-test.sh compares the two
" on every character of the samples.
if exists('b:current_syntax')
  finish
endif

let s:cpo_save = &cpo
set cpo&vim
syntax case match

" Braces, the toggle's bar and commas.
syntax match menuDelimiter /[{}|,]/

" Attributes: the name and its colon, then the value they introduce.
syntax match menuFlag /\%(\w\)\@<!\%(destructive\|disabled\|checked\|default\)\w\@!/
syntax match menuAttribute /\%(\w\)\@<!\%(key\|id\|role\|symbol\|layout\)[ \t]*:/
syntax match menuAttribute /\%(\w\)\@<!role[ \t]*:\%([ \t]*[_[:alpha:]]\|[ \t]*[^\x00-\x7f]\)\@=/ nextgroup=menuRole skipwhite
syntax match menuRole /\k\+/ contained
syntax match menuAttribute /\%(\w\)\@<!id[ \t]*:\%([ \t]*[_[:alpha:]]\|[ \t]*[^\x00-\x7f]\)\@=/ nextgroup=menuIdentifier skipwhite
syntax match menuIdentifier /\k\+/ contained
syntax match menuAttribute /\%(\w\)\@<!layout[ \t]*:\%([ \t]*\%(small\|medium\|large\)\w\@!\)\@=/ nextgroup=menuLayout skipwhite
syntax match menuLayout /\%(small\|medium\|large\)/ contained
" key: then one shortcut running to the next space or to a comment, unless
" the comment's slash is the key (cmd+/).
syntax match menuAttribute /\%(\w\)\@<!key[ \t]*:\%([ \t]*\%([^ \t"/]\|\/[/*]\@!\)\)\@=/ nextgroup=menuShortcut skipwhite
syntax match menuShortcut /\%([^ \t/]\|\%([+⌃⌥⇧⌘]\)\@<=\/\|\/[/*]\@!\)\+/ contained contains=menuModifier,menuPlus
syntax match menuPlus /+\S\@=/ contained
syntax match menuModifier /\c\%([[:alnum:]_]\|[^\x00-\x7f]\)\@<!\%(cmd\|command\|shift\|opt\|option\|alt\|ctrl\|control\|fn\|globe\)+\@=/ contained
syntax match menuModifier /[⌘⇧⌥⌃]\|🌐/ contained

" Strings, to the closing quote or the end of the line.
syntax region menuString start=/"/ end=/"\|$/ oneline contains=menuInvalidEscape,menuEscape,@Spell
syntax match menuInvalidEscape /\\\%(u{[^}"\r\n]*}\=\|.\)\=/ contained
syntax match menuEscape /\\\%(["\\nt]\|u{\x\{1,8}}\)/ contained

" Keywords where an entry or a declaration starts.
syntax match menuEntry /\%(^[ \t]*\|[{][ \t]*\|\*\/[ \t]*\)\@<=\%(item\|toggle\|choice\|option\|submenu\|alternate\|section\|dynamic\|activity\)\w\@!/
syntax match menuSeparator /\%(^[ \t]*\|[{][ \t]*\)\@<=---\%([ \t]*\%($\|}\|\/\/\|\/\*\)\)\@=/
syntax match menuDeclaration /\%(^[ \t]*\|\*\/[ \t]*\)\@<=\%(app\|menu\|contextmenu\|pulldown\|popup\|dockmenu\|editmenu\|activities\)\w\@!/
syntax region menuPlatforms matchgroup=menuDeclaration start=/\%(^[ \t]*\|\*\/[ \t]*\)\@<=platforms\w\@!/ end=/$/ oneline keepend transparent contains=menuPlatform,menuDelimiter,menuLineComment,menuDirectiveComment,menuBlockComment
syntax match menuPlatform /\w\@<!\%(macOS\|iPadOS\|iOS\|visionOS\)\w\@!/ contained

" Comments: block comments nest; a suppression comment names rules, then
" after a lone '-' gives its reason.
syntax match menuLineComment +//.*$+ contains=@Spell
syntax match menuDirectiveComment +//[ \t]*menuc:disable\%(-next-line\)\=[[:alnum:]_-]\@!.*$+ contains=menuRuleName,menuRuleComma,menuDirective,menuReason
syntax match menuRuleName /[[:alnum:]_-]\@<![A-Za-z][A-Za-z0-9]*\%(-[A-Za-z0-9]\+\)*[[:alnum:]_-]\@!/ contained
syntax match menuRuleComma /,/ contained
syntax match menuDirective /menuc:disable\%(-next-line\)\=/ contained
syntax match menuReason /[ \t,]\@<=-\%([ \t]\|$\)\@=.*$/ contained contains=@Spell
syntax region menuBlockComment start=+/\*+ end=+\*/+ contains=menuBlockComment,@Spell
syntax sync minlines=200

highlight default link menuDelimiter Delimiter
highlight default link menuFlag StorageClass
highlight default link menuAttribute Identifier
highlight default link menuRole Constant
highlight default link menuIdentifier Function
highlight default link menuLayout Constant
highlight default link menuShortcut Character
highlight default link menuPlus Delimiter
highlight default link menuModifier Operator
highlight default link menuString String
highlight default link menuInvalidEscape Error
highlight default link menuEscape SpecialChar
highlight default link menuEntry Keyword
highlight default link menuSeparator Delimiter
highlight default link menuDeclaration Keyword
highlight default link menuPlatform Constant
highlight default link menuLineComment Comment
highlight default link menuDirectiveComment Comment
highlight default link menuRuleName Constant
highlight default link menuRuleComma Delimiter
highlight default link menuDirective PreProc
highlight default link menuReason Comment
highlight default link menuBlockComment Comment

let b:current_syntax = 'menu'
let &cpo = s:cpo_save
unlet s:cpo_save
