" .menu files and the .menuc options files beside them. setfiletype leaves a
" type already chosen alone (Neovim's own rules make */etc/xdg/menus/*.menu XML).
autocmd BufNewFile,BufRead *.menu setfiletype menu
autocmd BufNewFile,BufRead .menuc setfiletype menuc
