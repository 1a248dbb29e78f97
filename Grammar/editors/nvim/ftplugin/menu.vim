" Comments as the .menu language writes them; :make runs `menuc check` on the
" file and reads its clang-style diagnostics into the quickfix list, with their
" types (E, W, N), leaving out the source excerpts under them.
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

setlocal commentstring=//\ %s
setlocal comments=s1:/*,mb:*,ex:*/,://
setlocal makeprg=menuc\ check\ %
setlocal errorformat=%f:%l:%c:\ %trror:\ %m,%f:%l:%c:\ %tarning:\ %m,%f:%l:%c:\ %tote:\ %m,%-G%.%#
let b:undo_ftplugin = 'setlocal commentstring< comments< makeprg< errorformat<'
