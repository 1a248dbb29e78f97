#!/usr/bin/env bash
# Headless test of the Neovim set-up in Grammar/editors/nvim with the real
# Neovim and `menuc lsp`: filetypes, diagnostics, hover, the outline,
# formatting, a code action, one client per project, :make (nvim-lsp.lua);
# and the syntax highlighting (nvim-syntax.lua). Run from anywhere:
#     bash Tests/Editors/nvim-test.sh
# Uses $MENUC, else .build/debug/menuc (built when missing), and the `nvim`
# on PATH (0.7 or later). Exit status 0 when every check passes.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"

nvim="$(command -v nvim || true)"
if [ -z "$nvim" ]; then
    echo "nvim-test.sh: nvim is not installed (Debian: apt-get install neovim)" >&2
    exit 1
fi

menuc="${MENUC:-$repo/.build/debug/menuc}"
if [ ! -x "$menuc" ]; then
    (cd "$repo" && swift build --product menuc)
fi
menuc="$(cd "$(dirname "$menuc")" && pwd)/$(basename "$menuc")"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A project: its root has a Package.swift; two menus and an options file.
project="$work/project"
mkdir -p "$project/Menus" "$work/bin"
touch "$project/Package.swift"
cp "$here/Demo.menu" "$project/Menus/Demo.menu"
printf 'app "Other"\n\nmenu "Other" {\n    item role: about\n}\n' > "$project/Menus/Other.menu"
printf '# Menus/.menuc\n--disable long-title   # a comment\n' > "$project/Menus/.menuc"
"$menuc" fmt "$here/Demo.menu" > "$project/Menus/Demo.formatted.menu"
# Only this menuc on PATH under its own name.
ln -s "$menuc" "$work/bin/menuc"

run_nvim() { # test.lua
    env PATH="$work/bin:$PATH" \
        HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" \
        XDG_STATE_HOME="$work/state" XDG_CACHE_HOME="$work/cache" \
        MENUC_SYNTAX_FILES="${MENUC_SYNTAX_FILES:-}" MENUC_NVIM_PLUGIN="$repo/Grammar/editors/nvim" MENUC_TEST_DIR="$project/Menus" MENUC_REPO="$repo" \
        timeout 120 "$nvim" --headless -i NONE -u "$here/init.lua" -c "luafile $1" < /dev/null 2>&1
}

# The Python that runs the TextMate grammar's reference tokeniser: the one
# Tests/TextMate/run.sh installs its packages into (it runs that test first
# when neither has them).
textmate_python() {
    local venv="${XDG_CACHE_HOME:-$HOME/.cache}/menuc/textmate-venv"
    for python in "${PYTHON:-python3}" "$venv/bin/python"; do
        if "$python" -c 'import textmate_grammar, onigurumacffi' >/dev/null 2>&1; then
            echo "$python"
            return 0
        fi
    done
    return 1
}

status=0
echo "== the language server in Neovim"
run_nvim "$here/nvim-lsp.lua" || status=1

echo "== syntax highlighting: Neovim against the TextMate grammar"
python="$(textmate_python || { bash "$repo/Tests/TextMate/run.sh" >/dev/null 2>&1; textmate_python; } || true)"
if [ -z "$python" ]; then
    echo "FAILED: no Python with textmate-grammar-python (see Tests/TextMate/run.sh)"
    status=1
else
    mkdir "$work/syntax"
    "$python" "$here/compare_syntax.py" prepare "$work/syntax"
    MENUC_SYNTAX_FILES="$work/syntax/files" run_nvim "$here/nvim-syntax.lua" || status=1
    (cd "$work" && "$python" "$here/compare_syntax.py" compare "$work/syntax") || status=1
fi
exit "$status"
