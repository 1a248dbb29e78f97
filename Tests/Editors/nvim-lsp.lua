-- Headless test of Grammar/editors/nvim with the real `menuc lsp`: run by
-- nvim-test.sh, which sets MENUC_TEST_DIR to a scratch project holding
-- Demo.menu, Other.menu and .menuc, and Demo.formatted.menu to what
-- `menuc fmt` makes of Demo.menu. Exits 0 when every check passes, 1 otherwise.
local dir = os.getenv("MENUC_TEST_DIR")
local failures = 0

local function say(text)
  io.stdout:write(text .. "\n")
end

local function check(condition, what, detail)
  if condition then
    say("ok: " .. what)
  else
    failures = failures + 1
    say("FAILED: " .. what .. (detail and ("\n  " .. vim.inspect(detail):gsub("\n", "\n  ")) or ""))
  end
  return condition
end

local function wait(what, condition)
  return check(vim.wait(10000, condition, 20), what)
end

local function buffer_clients(bufnr)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr })
  end
  return vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
end

local function lines(bufnr)
  return vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
end

local function read_lines(path)
  local result = {}
  for line in io.lines(path) do
    table.insert(result, line)
  end
  return result
end

-- The diagnostic of a rule in the buffer, nil when there is none.
local function diagnostic(bufnr, code)
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.code == code then
      return d
    end
  end
end

-- The text of the floating windows open now.
local function floating_text()
  local text = {}
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= "" then
      vim.list_extend(text, lines(vim.api.nvim_win_get_buf(win)))
    end
  end
  return table.concat(text, "\n")
end

-- The column (0-based, in bytes) of `text` on line `lnum` (0-based).
local function column(bufnr, lnum, text)
  return (lines(bufnr)[lnum + 1]:find(text, 1, true) or 0) - 1
end

local function main()
  say("Neovim " .. tostring(vim.version().major) .. "." .. tostring(vim.version().minor) .. "." .. tostring(vim.version().patch))

  vim.cmd("edit " .. vim.fn.fnameescape(dir .. "/.menuc"))
  check(vim.bo.filetype == "menuc", "a .menuc file has filetype 'menuc'", vim.bo.filetype)
  check(#buffer_clients(0) == 0, "no language server attaches to a .menuc file")
  local function group(lnum, text)
    local col = vim.fn.getline(lnum):find(text, 1, true)
    return vim.fn.synIDattr(vim.fn.synID(lnum, col, 1), "name")
  end
  check(group(2, "--disable") == "menucOption" and group(2, "# a comment") == "menucComment"
    and group(2, "long-title") == "", "its options and comments are highlighted",
    { group(2, "--disable"), group(2, "# a comment"), group(2, "long-title") })

  vim.cmd("edit " .. vim.fn.fnameescape(dir .. "/Demo.menu"))
  local buf = vim.api.nvim_get_current_buf()
  check(vim.bo.filetype == "menu", "a .menu file has filetype 'menu'", vim.bo.filetype)
  check(vim.bo.commentstring == "// %s", "its comments are '//'", vim.bo.commentstring)
  if not wait("menuc lsp attaches to it", function() return #buffer_clients(buf) == 1 end) then
    return
  end
  local client = buffer_clients(buf)[1]
  check(client.name == "menuc", "the client is named menuc", client.name)
  wait("completion goes to the server", function() return vim.bo[buf].omnifunc == "v:lua.vim.lsp.omnifunc" end)

  -- Diagnostics: the reserved shortcut (⌘H goes to the Home Screen on iPadOS).
  if not wait("the reserved shortcut is reported", function() return diagnostic(buf, "reserved-shortcut") ~= nil end) then
    return
  end
  local reserved = diagnostic(buf, "reserved-shortcut") or {}
  check(reserved.severity == vim.diagnostic.severity.ERROR and reserved.source == "menuc"
    and reserved.lnum == 5 and reserved.col == column(buf, 5, "cmd+H") and reserved.end_col == reserved.col + 5,
    "as an error from menuc on 'cmd+H'", reserved)
  check((reserved.message or ""):find("Home Screen", 1, true) ~= nil, "saying what the system does with it", reserved.message)
  check(diagnostic(buf, "title-case") ~= nil, "the title in lower case is reported")

  -- Hover on the shortcut, shown the way a user sees it: a floating window.
  vim.api.nvim_win_set_cursor(0, { 6, column(buf, 5, "cmd+H") + 2 })
  vim.lsp.buf.hover()
  wait("hover on the shortcut opens a window saying what it is", function()
    return floating_text():find("⌘H", 1, true) ~= nil
  end)
  say("  hover: " .. floating_text():gsub("\n", "\n         "))
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= "" then
      vim.api.nvim_win_close(win, true)
    end
  end

  -- The outline, as Neovim lists it (the location list from 0.10, the
  -- quickfix list before): the menu, then its items.
  local win = vim.api.nvim_get_current_win()
  vim.lsp.buf.document_symbol()
  local function outline()
    local items = vim.fn.getloclist(win)
    if #items == 0 then
      items = vim.fn.getqflist()
    end
    local texts = {}
    for _, item in ipairs(items) do
      table.insert(texts, item.lnum .. ":" .. item.col .. ": " .. item.text)
    end
    return texts
  end
  wait("the outline is listed", function() return #outline() > 0 end)
  check(vim.deep_equal(outline(), { "4:6: [Namespace] File", "5:12: [Function] new window", "6:10: [Function] History" }),
    "with the menu and its items", outline())
  vim.cmd("cclose")
  vim.cmd("lclose")
  vim.api.nvim_set_current_win(win)
end

local function format_and_fix()
  local buf = vim.api.nvim_get_current_buf()
  -- Formatting: the buffer becomes what `menuc fmt` writes.
  if vim.lsp.buf.format then
    vim.lsp.buf.format({ async = false, timeout_ms = 10000 })
  else
    vim.lsp.buf.formatting_sync(nil, 10000)
  end
  local expected = read_lines(dir .. "/Demo.formatted.menu")
  check(vim.deep_equal(lines(buf), expected), "formatting makes the buffer what 'menuc fmt' writes", lines(buf))
  -- The server sees the formatted text: the diagnostic moves with the shortcut.
  wait("the diagnostics follow the formatted text", function()
    local d = diagnostic(buf, "reserved-shortcut")
    return d ~= nil and d.col == column(buf, 5, "cmd+H")
  end)

  -- A code action: the title-case fix, chosen as a user would from the list.
  local offered = {}
  vim.ui.select = function(items, options, on_choice)
    for _, item in ipairs(items) do
      table.insert(offered, (options.format_item(item)))
    end
    on_choice(items[1])
  end
  vim.api.nvim_win_set_cursor(0, { 5, column(buf, 4, "new window") + 1 })
  vim.lsp.buf.code_action()
  wait("a code action is offered on the title", function() return #offered > 0 end)
  say("  code actions: " .. table.concat(offered, " | "))
  wait("applying it fixes the title in the buffer", function()
    return lines(buf)[5] == '    item "New Window" key: cmd+N'
  end)
  wait("and the server no longer reports it", function()
    return diagnostic(buf, "title-case") == nil and diagnostic(buf, "reserved-shortcut") ~= nil
  end)

  -- A second file of the same project goes to the same server.
  local client = buffer_clients(buf)[1]
  vim.cmd("edit " .. vim.fn.fnameescape(dir .. "/Other.menu"))
  local other = vim.api.nvim_get_current_buf()
  wait("a second .menu of the project attaches", function() return #buffer_clients(other) == 1 end)
  check(buffer_clients(other)[1].id == client.id, "to the same client")
  local menuc_clients = 0
  for _, c in pairs(vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients()) do
    if c.name == "menuc" then
      menuc_clients = menuc_clients + 1
    end
  end
  check(menuc_clients == 1, "one menuc client runs", menuc_clients)

  -- :make reads `menuc check` into the quickfix list with the types.
  vim.cmd("buffer " .. buf)
  vim.cmd("silent write")
  vim.cmd("silent make")
  local types = {}
  for _, item in ipairs(vim.fn.getqflist()) do
    if item.valid == 1 then
      table.insert(types, item.type .. ":" .. item.lnum .. ":" .. item.col)
    end
  end
  check(vim.deep_equal(types, { "e:6:" .. (column(buf, 5, "cmd+H") + 1) }), ":make lists the error with its type and place", types)

  -- The server stops cleanly and logged no error.
  vim.lsp.stop_client(client.id)
  wait("the server stops", function() return vim.lsp.get_client_by_id(client.id) == nil end)
  local log = table.concat(read_lines(vim.lsp.get_log_path()), "\n")
  check(not log:find("%[ERROR%]"), "the LSP log holds no error", log)
end

-- The second step needs the first to have got diagnostics from the server.
for _, step in ipairs({ main, format_and_fix }) do
  local ok, err = xpcall(step, debug.traceback)
  if not ok then
    check(false, "no Lua error", err)
  end
  if failures > 0 then
    break
  end
end
say(failures == 0 and "All Neovim checks passed." or (failures .. " Neovim check(s) failed."))
vim.cmd(failures == 0 and "qall!" or "cquit 1")
