-- The whole configuration of the headless Neovim tests: the plugin folder on
-- the runtimepath, as the README's snippet puts it.
vim.opt.runtimepath:append(os.getenv("MENUC_NVIM_PLUGIN"))
vim.opt.swapfile = false
vim.opt.shadafile = "NONE"
vim.cmd("filetype plugin on")
vim.cmd("syntax on")
