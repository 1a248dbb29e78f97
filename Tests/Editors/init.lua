-- The whole configuration of the headless Neovim tests: the plugin folder
-- first on the runtimepath, as a user's init.lua would put it.
vim.opt.runtimepath:prepend(os.getenv("MENUC_NVIM_PLUGIN"))
vim.opt.swapfile = false
vim.opt.shadafile = "NONE"
vim.cmd("filetype plugin on")
vim.cmd("syntax on")
