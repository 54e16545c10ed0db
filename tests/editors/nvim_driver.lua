-- Headless Neovim end-to-end driver for tests/editors/test_neovim.py.
--
-- Loaded after the LSP set-up under test: either the README's snippet (which
-- starts bufls itself) or, when E2E_SERVER_JSON is set, a set-up done here with
-- vim.lsp.start_client (Neovim 0.7 has no vim.lsp.start).
--
-- env: E2E_OUT            where the JSON result goes
--      E2E_DIAG_FILE      a file whose diagnostics and hover are checked
--      E2E_HOVER_PATTERN  a Lua pattern; hover at its first match in E2E_DIAG_FILE
--      E2E_ACTION_FILE    a file on which a code action is applied and saved
--      E2E_ACTION_PATTERN Lua pattern the chosen code action's title matches
--      E2E_SERVER_JSON    JSON list: the server command (0.7 set-up only)
--      E2E_TIMEOUT_MS     per wait (default 30000)
-- The editor's own UI paths are used: vim.lsp.buf.hover() and its floating
-- window, vim.lsp.buf.code_action() choosing through vim.ui.select, :write.

local env = function(k, d) local v = os.getenv(k); if v == nil or v == '' then return d end; return v end
local timeout = tonumber(env('E2E_TIMEOUT_MS', '30000'))
local v = vim.version()
local result = {
  nvim_version = string.format('%d.%d.%d', v.major, v.minor, v.patch),
  errors = {},
}

local function json_encode(x)
  local ok, s = pcall(vim.json.encode, x)
  if ok then return s end
  return vim.fn.json_encode(x)
end

local function finish(code)
  local f = io.open(env('E2E_OUT'), 'w'); f:write(json_encode(result)); f:write('\n'); f:close()
  vim.cmd('cquit ' .. code)
end

local function err(msg) table.insert(result.errors, msg) end
local t0 = vim.loop.hrtime()
result.steps = {}
local function step(what)
  table.insert(result.steps, string.format('%.1fs %s', (vim.loop.hrtime() - t0) / 1e9, what))
end

-- Neovim 0.7 set-up (vim.lsp.start_client + buf_attach_client)
local server_json = env('E2E_SERVER_JSON')
if server_json then
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    pattern = '*.mlir',
    callback = function() vim.bo.filetype = 'mlir' end,
  })
  local client_id
  vim.api.nvim_create_autocmd('FileType', {
    pattern = 'mlir',
    callback = function(args)
      if not client_id then
        client_id = vim.lsp.start_client({
          name = 'bufls',
          cmd = vim.fn.json_decode(server_json),
          root_dir = vim.fn.getcwd(),
        })
      end
      vim.lsp.buf_attach_client(args.buf, client_id)
    end,
  })
end

local function clients(bufnr)
  if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = bufnr }) end
  return vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
end

local function wait_client(bufnr)
  return vim.wait(timeout, function()
    for _, c in ipairs(clients(bufnr)) do
      if c.initialized ~= false and c.server_capabilities then return true end
    end
    return false
  end, 20)
end

local function diagnostics(bufnr)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(out, {
      lnum = d.lnum, col = d.col, severity = d.severity, message = d.message,
      code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or vim.NIL,
      source = d.source or vim.NIL,
    })
  end
  return out
end

local function open(file)
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  if not wait_client(bufnr) then err('no language client attached to ' .. file) end
  local got = vim.wait(timeout, function() return #vim.diagnostic.get(bufnr) > 0 end, 20)
  if not got then err('no diagnostics for ' .. file) end
  step('diagnostics of ' .. vim.fn.fnamemodify(file, ':t'))
  return bufnr
end

local function supports(bufnr, capability)
  for _, c in ipairs(clients(bufnr)) do
    if c.server_capabilities and c.server_capabilities[capability] then return true end
  end
  err('the server does not offer ' .. capability)
  return false
end

local function floating_text()
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= '' then
      local lines = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(win), 0, -1, false)
      return table.concat(lines, '\n')
    end
  end
  return nil
end

local function hover_at(bufnr, pattern)
  if not supports(bufnr, 'hoverProvider') then return vim.NIL end
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  for i, line in ipairs(lines) do
    local s = line:find(pattern)
    if s then
      vim.api.nvim_win_set_cursor(0, { i, s }) -- (1-based line, 0-based byte column): one past the sigil
      result.hover_position = { line = i - 1, character = s }
      vim.lsp.buf.hover()
      vim.wait(timeout, function() return floating_text() ~= nil end, 20)
      step('hover')
      return floating_text() or vim.NIL
    end
  end
  err('hover pattern not found: ' .. pattern)
  return vim.NIL
end

local function apply_code_action(bufnr, pattern)
  if not supports(bufnr, 'codeActionProvider') then return end
  local diags = vim.diagnostic.get(bufnr)
  if #diags == 0 then err('no diagnostic to act on'); return end
  local d = diags[1]
  vim.api.nvim_win_set_cursor(0, { d.lnum + 1, d.col })
  local offered = {}
  -- the user "picks" the action whose title matches the pattern
  vim.ui.select = function(items, opts, on_choice)
    local choice, idx
    for i, item in ipairs(items) do
      local title = opts.format_item and opts.format_item(item) or tostring(item)
      table.insert(offered, title)
      if not choice and title:find(pattern) then choice, idx = item, i end
    end
    on_choice(choice, idx)
  end
  local tick = vim.api.nvim_buf_get_changedtick(bufnr)
  vim.lsp.buf.code_action()
  local changed = vim.wait(timeout, function() return vim.api.nvim_buf_get_changedtick(bufnr) ~= tick end, 20)
  result.code_actions_offered = offered
  result.code_action_applied = changed
  step('code action ' .. (changed and 'applied' or 'NOT applied'))
  if changed then
    vim.wait(300) -- an edit may come in more than one piece
    vim.cmd('write')
    -- the server re-analyses the new text
    vim.wait(timeout, function()
      for _, x in ipairs(vim.diagnostic.get(bufnr)) do
        if x.code == 'BUF201' or x.code == 'BUF001' then return false end
      end
      return true
    end, 50)
    result.diagnostics_after_action = diagnostics(bufnr)
    step('diagnostics after the action')
  end
end

-- the code lenses of bufnr (vim.lsp.codelens, Neovim 0.7+): their titles
local function lens_titles(bufnr)
  if not supports(bufnr, 'codeLensProvider') then return vim.NIL end
  local titles = {}
  vim.wait(timeout, function()
    vim.lsp.codelens.refresh()
    vim.wait(200, function() return #vim.lsp.codelens.get(bufnr) > 0 end, 20)
    return #vim.lsp.codelens.get(bufnr) > 0
  end, 50)
  for _, lens in ipairs(vim.lsp.codelens.get(bufnr)) do
    if lens.command then table.insert(titles, lens.command.title) end
  end
  step('code lenses: ' .. #titles)
  return titles
end

-- the semantic token types at the hover position (Neovim 0.9+ colours them
-- itself once the server announces a legend); vim.NIL where it cannot
local function token_types(bufnr)
  local st = vim.lsp.semantic_tokens
  local pos = result.hover_position
  if not st or not st.get_at_pos or not pos or not supports(bufnr, 'semanticTokensProvider') then return vim.NIL end
  local types = {}
  vim.wait(timeout, function()
    types = {}
    for _, t in ipairs(st.get_at_pos(bufnr, pos.line, pos.character) or {}) do table.insert(types, t.type) end
    return #types > 0
  end, 50)
  step('semantic tokens at the hover: ' .. table.concat(types, ','))
  return types
end

local function run()
  local diag_file = env('E2E_DIAG_FILE')
  if diag_file then
    local bufnr = open(diag_file)
    result.filetype = vim.bo[bufnr].filetype
    local names = {}
    for _, c in ipairs(clients(bufnr)) do table.insert(names, c.name) end
    result.clients = names
    result.diagnostics = diagnostics(bufnr)
    if env('E2E_HOVER_PATTERN') then result.hover = hover_at(bufnr, env('E2E_HOVER_PATTERN')) end
    result.lenses = lens_titles(bufnr)
    result.tokens_at_hover = token_types(bufnr)
  end
  local action_file = env('E2E_ACTION_FILE')
  if action_file then
    local bufnr = open(action_file)
    result.action_file_diagnostics = diagnostics(bufnr)
    apply_code_action(bufnr, env('E2E_ACTION_PATTERN', '.'))
  end
  local all = function() return vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients() end
  for _, c in ipairs(all()) do vim.lsp.stop_client(c.id) end
  vim.wait(2000, function() return #all() == 0 end, 20)
  finish(#result.errors == 0 and 0 or 1)
end

vim.api.nvim_create_autocmd('VimEnter', {
  once = true,
  nested = true, -- :edit inside must fire BufRead/FileType
  callback = function()
    local ok, e = pcall(run)
    if not ok then err('lua error: ' .. tostring(e)); finish(2) end
  end,
})
