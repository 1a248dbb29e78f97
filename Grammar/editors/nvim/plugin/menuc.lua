-- Starts `menuc lsp` for every buffer of filetype `menu`, and tells the
-- servers when a .menuc options file is written.
if vim.g.loaded_menuc then
  return
end
vim.g.loaded_menuc = true

local group = vim.api.nvim_create_augroup("menuc", { clear = true })

vim.api.nvim_create_autocmd("FileType", {
  group = group,
  pattern = "menu",
  callback = function(args)
    require("menuc").attach(args.buf)
  end,
})

vim.api.nvim_create_autocmd("BufWritePost", {
  group = group,
  pattern = ".menuc",
  callback = function(args)
    require("menuc").options_changed(vim.api.nvim_buf_get_name(args.buf))
  end,
})
