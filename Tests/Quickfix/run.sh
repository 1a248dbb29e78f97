#!/usr/bin/env bash
# Follows the README's Vim set-up: `:make` with its 'makeprg' and
# 'errorformat' on a file with an error, a note and a warning, and checks the
# quickfix list: each entry at its line and column, with its type letter
# ('e', 'n', 'w'; Vim reads them as error, note, warning).
# Usage: Tests/Quickfix/run.sh [path/to/menuc]   (default: .build/debug/menuc)
set -euo pipefail
cd "$(dirname "$0")/../.."
menuc="$(cd "$(dirname "${1:-.build/debug/menuc}")" && pwd)/$(basename "${1:-.build/debug/menuc}")"

vim=$(command -v vim || command -v nvim || true)
if [ -z "$vim" ]; then
    echo "skipped: neither vim nor nvim is installed"
    exit 0
fi

# The ':set' line of the README, as a user would type it.
setting=$(grep -o ':set makeprg=menuc[^`]*' README.md | head -1)
[ -n "$setting" ] || { echo "error: the README has no ':set makeprg=menuc…' line" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin"
ln -s "$menuc" "$work/bin/menuc"
cat > "$work/Menus.menu" <<'MENU'
menu "File" {
    item "New" key: cmd+N
    item "Open" key: cmd+N
    item "Export"
}
MENU

(cd "$work" && PATH="$work/bin:$PATH" "$vim" -Nu NONE -i NONE -es Menus.menu \
    -c "${setting#:}" \
    -c 'silent make' \
    -c 'call writefile(map(getqflist(), "v:val.lnum . \":\" . v:val.col . \" \" . v:val.type . \" \" . v:val.text"), "qf.txt")' \
    -c 'qa!' > "$work/vim.log" 2>&1) || true

expected="$work/expected.txt"
cat > "$expected" <<'LIST'
3:22 e shortcut '⌘N' is already used by 'New' in the menu bar; give one of them another shortcut [duplicate-shortcut]
2:21 n 'New' uses '⌘N' here
3:22 w '⌘N' is the standard shortcut for 'New' and 'New Item', not 'Open'; choose another shortcut [standard-shortcut]
4:10 w 'Export' asks for more input before it acts; end its title with '…' [missing-ellipsis]
LIST
if ! diff -u "$expected" "$work/qf.txt"; then
    echo "error: the quickfix list differs from what is expected (above)" >&2
    exit 1
fi
echo "quickfix list as expected ($(basename "$vim"))"
