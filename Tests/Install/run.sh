#!/usr/bin/env bash
# Follows the README as a new user would, in a temporary place:
#  1. the dependency line of "Use it in your package" resolves, in a new
#     package, against a copy of this repository whose `main` is this commit;
#  2. the commands of "Install" build menuc and put it in $PREFIX/bin (a
#     temporary folder), and the menuc there runs;
#  3. the workflow and pre-commit hook of "In CI" are well-formed YAML of the
#     expected shape (when PyYAML is installed).
# The repository's URL is replaced by the copy's path; nothing is fetched.
# Usage: Tests/Install/run.sh            (slow: a release build from scratch)
set -euo pipefail
repository="$(cd "$(dirname "$0")/../.." && pwd)"
readme="$repository/README.md"
url="https://github.com/menuc/menuc.git"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The first fenced block of a language after a heading of the README.
block() { # heading language
    awk -v heading="$1" -v fence="\`\`\`$2" '
        $0 == heading { found = 1; next }
        found && !inside && $0 == fence { inside = 1; next }
        inside && $0 == "```" { exit }
        inside { print }' "$readme"
}

# A copy of the repository, as its users would clone it, with `main` at
# this commit. SwiftPM names a package after the last part of its URL.
remote="$work/remote/menuc"
git clone --quiet --no-local "$repository" "$remote"
git -C "$remote" checkout --quiet -B main "$(git -C "$repository" rev-parse HEAD)"

echo "--- the README's dependency line resolves"
dependencies=$(block "## Use it in your package" swift)
grep -q "branch: \"main\"" <<< "$dependencies" || { echo "error: the README's dependency is not on branch 'main'" >&2; exit 1; }
app="$work/MyApp"
mkdir -p "$app/Sources/MyApp"
echo 'print("Hello")' > "$app/Sources/MyApp/main.swift"
{
    echo '// swift-tools-version: 6.2'
    echo 'import PackageDescription'
    echo 'let package = Package(name: "MyApp", platforms: [.macOS(.v13)],'
    sed "s|$url|file://$remote|" <<< "$dependencies"
    echo ')'
} > "$app/Package.swift"
(cd "$app" && swift package resolve) > "$work/resolve.log" 2>&1 || { cat "$app/Package.swift" "$work/resolve.log" >&2; exit 1; }
grep -q '"branch" : "main"' "$app/Package.resolved" || { cat "$app/Package.resolved" >&2; exit 1; }
grep -q "\"revision\" : \"$(git -C "$repository" rev-parse HEAD)\"" "$app/Package.resolved" \
    || { echo "error: resolved another revision than this commit" >&2; cat "$app/Package.resolved" >&2; exit 1; }
echo "resolved to this commit on branch 'main'"

echo "--- the README's install commands put a working menuc in \$PREFIX/bin"
prefix="$work/prefix"
install=$(block "## Install" sh)
grep -q '^PREFIX=' <<< "$install" || { echo "error: the README's install commands set no PREFIX" >&2; exit 1; }
commands=$(sed -e "s|$url|$remote|" -e "s|^PREFIX=.*|PREFIX=\"$prefix\"|" <<< "$install")
(cd "$work" && PATH="$prefix/bin:$PATH" bash -euo pipefail -c "$commands") > "$work/install.log" 2>&1 \
    || { printf '%s\n' "$commands" "--" >&2; tail -40 "$work/install.log" >&2; exit 1; }
version=$("$prefix/bin/menuc" --version)
[[ "$version" == "menuc "* ]] || { echo "error: '$prefix/bin/menuc --version' printed '$version'" >&2; exit 1; }
status=0
"$prefix/bin/menuc" check "$repository/Tests/Corpus/seeded" > /dev/null 2>&1 || status=$?
[ "$status" = 1 ] || { echo "error: the installed menuc found no errors in the seeded corpus (status $status)" >&2; exit 1; }
echo "$version, installed in \$PREFIX/bin, checks files"

echo "--- the CI recipes are well-formed"
if python3 -c "import yaml" 2>/dev/null; then
    block "## In CI" yaml | python3 -c '
import sys, yaml
workflow = yaml.safe_load(sys.stdin)
steps = [step for job in workflow["jobs"].values() for step in job["steps"]]
assert any(step.get("uses", "").startswith("github/codeql-action/upload-sarif@") for step in steps), "no SARIF upload"
assert any("--reporter sarif" in step.get("run", "") for step in steps), "no SARIF report"
'
    python3 - "$readme" <<'PYTHON'
import re, sys, yaml
section = open(sys.argv[1], encoding="utf-8").read().split("\n## In CI\n", 1)[1].split("\n## ", 1)[0]
hooks = yaml.safe_load(re.findall(r"```yaml\n(.*?)```", section, re.S)[1])
hook = hooks[0]["hooks"][0]
assert hooks[0]["repo"] == "local" and hook["entry"] == "menuc check" and hook["language"] == "system", hooks
assert re.search(hook["files"], "Menus/App.menu") and not re.search(hook["files"], "App.menuc"), hook["files"]
PYTHON
    echo "the workflow uploads SARIF; the pre-commit hook runs 'menuc check' on .menu files"
else
    echo "skipped: PyYAML is not installed"
fi
