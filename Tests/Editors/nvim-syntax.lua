-- Writes the syntax group Neovim gives each character of some files, for
-- compare_syntax.py. MENUC_SYNTAX_FILES names a file listing, one a line, an
-- input and the file its groups go to, separated by a tab: per line of the
-- input, the group of each character (by code point; "-" for none),
-- separated by tabs.
local ok, err = xpcall(function()
  for entry in io.lines(os.getenv("MENUC_SYNTAX_FILES")) do
    local path, output = entry:match("^(.-)\t(.*)$")
    vim.cmd("edit " .. vim.fn.fnameescape(path))
    assert(vim.bo.filetype == "menu", path .. ": filetype '" .. vim.bo.filetype .. "', not 'menu'")
    assert(vim.b.current_syntax == "menu", path .. ": the menu syntax is not loaded")
    local out = assert(io.open(output, "w"))
    for lnum, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
      local groups = {}
      for col = 1, #line do
        local byte = line:byte(col)
        if byte < 0x80 or byte >= 0xC0 then -- the first byte of a character
          local name = vim.fn.synIDattr(vim.fn.synID(lnum, col, 1), "name")
          table.insert(groups, name == "" and "-" or name)
        end
      end
      out:write(table.concat(groups, "\t"), "\n")
    end
    out:close()
    vim.cmd("bwipeout")
  end
end, debug.traceback)
if not ok then
  io.stdout:write(tostring(err), "\n")
  vim.cmd("cquit 1")
end
vim.cmd("qall!")
