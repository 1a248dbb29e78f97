#!/usr/bin/env bash
# Runs the headless test of Grammar/menu.tmLanguage.json (test_grammar.py).
# Works from any directory, e.g. from the repository root:
#     bash Tests/TextMate/run.sh [-v]
# Installs the PyPI package textmate-grammar-python (which brings the Oniguruma
# bindings onigurumacffi) when it is missing. Set PYTHON to use another interpreter.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
python="${PYTHON:-python3}"
requirement="textmate-grammar-python==0.6.1"

has_packages() {
    # find_spec, not import: importing textmate_grammar's modules creates a
    # .textmate_cache folder in the current directory
    "$1" -c 'import importlib.util as u, sys; sys.exit(not (u.find_spec("textmate_grammar") and u.find_spec("onigurumacffi")))' >/dev/null 2>&1
}

# A private virtual environment outside the repository, used when the
# interpreter cannot take packages (an externally managed Python, PEP 668, or
# one without pip).
venv="${XDG_CACHE_HOME:-$HOME/.cache}/menuc/textmate-venv"

if ! has_packages "$python"; then
    if [ -x "$venv/bin/python" ] && has_packages "$venv/bin/python"; then
        python="$venv/bin/python"
    elif ! "$python" -m pip install --quiet --disable-pip-version-check "$requirement"; then
        echo "run.sh: installing $requirement into $venv instead" >&2
        if [ ! -x "$venv/bin/python" ]; then
            "$python" -m venv "$venv"
        fi
        python="$venv/bin/python"
        "$python" -m pip install --quiet --disable-pip-version-check "$requirement"
    fi
fi

exec "$python" "$here/test_grammar.py" "$@"
