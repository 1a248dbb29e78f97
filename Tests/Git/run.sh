#!/usr/bin/env bash
# Follows the README's git set-up for 'menuc diff' with the real git: a
# temporary repository with two commits of a menu file (a shortcut changed, a
# command added), then a third that adds a file, and each command the README
# gives: the external diff driver, difftool, textconv, and the CI line with
# --fail-on-change. Checks what each prints.
# Usage: Tests/Git/run.sh [path/to/menuc]   (default: .build/debug/menuc)
set -euo pipefail
cd "$(dirname "$0")/../.."
menuc="$(cd "$(dirname "${1:-.build/debug/menuc}")" && pwd)/$(basename "${1:-.build/debug/menuc}")"

command -v git >/dev/null || { echo "skipped: git is not installed"; exit 0; }

# The README's commands, as a user would copy them.
readme_command() { # pattern
    grep -o "$1" README.md | head -1 | sed "s/^\`//; s/\`\$//"
}
attributes=$(readme_command '`\*\.menu diff=menu`')
external=$(readme_command "\`git config diff.menu.command '[^']*'\`")
difftool=$(readme_command "\`git difftool [^\`]*\`")
textconv=$(readme_command "\`git config diff.menu.textconv '[^']*'\`")
ci=$(readme_command "\`git show origin/main:Menus.menu | menuc diff [^\`]*\`")
for found in attributes external difftool textconv ci; do
    [ -n "${!found}" ] || { echo "error: the README's git set-up has no '$found' command" >&2; exit 1; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin" "$work/repo"
ln -s "$menuc" "$work/bin/menuc"
export PATH="$work/bin:$PATH" GIT_CONFIG_NOSYSTEM=1 HOME="$work" GIT_PAGER=cat PAGER=cat
cd "$work/repo"
git init -q -b main
git config user.name Test
git config user.email test@example.com
printf '%s\n' "$attributes" > .gitattributes
cat > Menus.menu <<'MENU'
menu "File" {
    item "New" key: cmd+N
    item "Save As…" key: cmd+shift+S
}
MENU
git add . && git commit -qm one
cat > Menus.menu <<'MENU'
menu "File" {
    item "New" key: cmd+N
    item "Save As…" key: cmd+opt+shift+S
    item "Export…" key: cmd+E
}
MENU
git commit -qam two
cp Menus.menu Other.menu
git add Other.menu && git commit -qm three

fail() { echo "error: $1" >&2; printf '%s\n' "$2" >&2; exit 1; }
expect() { # name output expected-line...
    local name=$1 output=$2
    shift 2
    for line in "$@"; do
        grep -qxF -- "$line" <<< "$output" || fail "$name: no line '$line' in:" "$output"
    done
}

echo "external diff driver: $external"
eval "$external"
output=$(git diff HEAD~2 HEAD~1)
expect "git diff" "$output" \
    "a/Menus.menu → b/Menus.menu: 2 changes" \
    "  'Save As…': shortcut ⇧⌘S → ⌥⇧⌘S (line 3)" \
    "  added 'Export…' ⌘E (line 4)"
output=$(git diff HEAD~1 HEAD)
expect "git diff of an added file" "$output" \
    "a/Other.menu → b/Other.menu: 4 changes" \
    "  added menu 'File' (line 1)" \
    "  added 'Save As…' ⌥⇧⌘S (line 3)"
git config --unset diff.menu.command

echo "difftool: $difftool"
output=$(eval "$difftool HEAD~2 HEAD~1")
expect "git difftool" "$output" "  'Save As…': shortcut ⇧⌘S → ⌥⇧⌘S (line 3)" "  added 'Export…' ⌘E (line 4)"

echo "textconv: $textconv"
eval "$textconv"
output=$(git diff HEAD~2 HEAD~1)
expect "git diff with textconv" "$output" "-| Save As… | \`⇧⌘S\` |" "+| Save As… | \`⌥⇧⌘S\` |" "+| Export… | \`⌘E\` |"

# The CI line compares the branch with main: here 'two' stands for a pull
# request on top of 'one', which is main.
echo "CI: $ci"
git branch -q -f pr HEAD~1 && git reset -q --hard HEAD~2 && git update-ref refs/remotes/origin/main HEAD && git checkout -q pr
status=0
output=$(eval "$ci" 2>&1) || status=$?
[ "$status" = 1 ] || fail "the CI line exited with $status, not 1:" "$output"
expect "the CI line" "$output" "error: a shortcut that existed changed or went away: ⇧⌘S ('Save As…' in File)"
echo "git set-up: every README command works"
