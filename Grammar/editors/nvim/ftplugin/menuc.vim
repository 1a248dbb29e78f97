" A .menuc options file: one command-line option a line, '#' comments.
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

setlocal commentstring=#\ %s
setlocal comments=:#
let b:undo_ftplugin = 'setlocal commentstring< comments<'
