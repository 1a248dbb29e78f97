-- The menuc language server for Neovim 0.7 and later: one client per
-- project root, attached to every buffer of filetype `menu`.
--
--   require("menuc").setup({ cmd = { "/path/to/menuc", "lsp" } })  -- optional
local M = {}

M.config = {
  -- The command that runs the server; `menuc` must be on PATH otherwise.
  cmd = { "menuc", "lsp" },
  -- The nearest folder above a file holding one of these is its root; a file
  -- with none above it has its own folder as root.
  root_markers = { "Package.swift", ".git" },
  -- Passed on to the client, as in vim.lsp.start_client().
  on_attach = nil,
  capabilities = nil,
}

-- Client ids by root, for Neovim 0.7, which has no vim.lsp.start().
local clients = {}
local warned = false

function M.setup(options)
  M.config = vim.tbl_extend("force", M.config, options or {})
end

-- The folder of `path`, or the nearest one above it that holds a marker.
function M.root(path)
  local start = vim.fn.fnamemodify(path, ":p:h")
  local dir = start
  while true do
    for _, marker in ipairs(M.config.root_markers) do
      if vim.loop.fs_stat(dir .. "/" .. marker) then
        return dir
      end
    end
    local parent = vim.fn.fnamemodify(dir, ":h")
    if parent == dir then
      return start
    end
    dir = parent
  end
end

-- Completion with <C-x><C-o>, which Neovim 0.7 does not set up itself.
local function on_attach(client, bufnr)
  if vim.bo[bufnr].omnifunc == "" then
    vim.bo[bufnr].omnifunc = "v:lua.vim.lsp.omnifunc"
  end
  if M.config.on_attach then
    M.config.on_attach(client, bufnr)
  end
end

local function client_config(root)
  return {
    name = "menuc",
    cmd = M.config.cmd,
    root_dir = root,
    on_attach = on_attach,
    capabilities = M.config.capabilities,
  }
end

-- Attaches the buffer to the client of its root, starting it if needed.
function M.attach(bufnr)
  local path = vim.api.nvim_buf_get_name(bufnr)
  if path == "" or vim.bo[bufnr].buftype ~= "" then
    return
  end
  if vim.fn.executable(M.config.cmd[1]) == 0 then
    if not warned then
      warned = true
      vim.notify("menuc: '" .. M.config.cmd[1] .. "' is not executable; put menuc on PATH or set cmd in require('menuc').setup()", vim.log.levels.WARN)
    end
    return
  end
  local root = M.root(path)
  if vim.lsp.start then
    -- 0.8 and later reuse a client of the same name and root themselves.
    vim.api.nvim_buf_call(bufnr, function()
      vim.lsp.start(client_config(root))
    end)
    return
  end
  local id = clients[root]
  local client = id and vim.lsp.get_client_by_id(id)
  if not client or client.is_stopped() then
    id = vim.lsp.start_client(client_config(root))
    clients[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
end

-- Tells every menuc client that an options file changed, so that the
-- servers can check their open documents again.
function M.options_changed(path)
  local change = { changes = { { uri = vim.uri_from_fname(path), type = 2 } } }
  for _, client in pairs(vim.lsp.get_active_clients()) do
    if client.name == "menuc" then
      client.notify("workspace/didChangeWatchedFiles", change)
    end
  end
end

return M
