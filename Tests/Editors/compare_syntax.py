#!/usr/bin/env python3
"""Compares Neovim's highlighting of .menu files (Grammar/editors/nvim/syntax/menu.vim)
with the TextMate grammar's (Grammar/menu.tmLanguage.json), character by character.

Usage: compare_syntax.py prepare DIR      writes DIR/fixture.menu (the TextMate
                                          test's fixture) and DIR/files (the
                                          inputs: it and Samples/*.menu, each
                                          with its DIR/N.groups)
       compare_syntax.py compare DIR      reads the .groups (written by
                                          nvim-syntax.lua) and compares

Each TextMate scope stands for one syntax group (SCOPE_GROUPS); a character
outside any highlighted scope must have no group. White space is not compared.
The tokeniser is the reference engine of Tests/TextMate/test_grammar.py (needs
onigurumacffi, which Tests/TextMate/run.sh installs). Exit status 0 when the two
agree everywhere.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "Tests" / "TextMate"))

import test_grammar  # noqa: E402

# The innermost scope that decides a character's group, most specific first:
# the first entry that is a prefix of one of the character's scopes (innermost
# scope first) wins.
SCOPE_GROUPS = [
    ("keyword.other.directive", "menuDirective"),
    ("constant.other.rule", "menuRuleName"),
    ("punctuation.separator.reason", "menuReason"),
    ("comment.block", "menuBlockComment"),
    ("comment.line", "menuLineComment menuDirectiveComment menuReason"),
    ("constant.character.escape", "menuEscape"),
    ("invalid.illegal.escape", "menuInvalidEscape"),
    ("string.quoted", "menuString"),
    ("keyword.operator.modifier", "menuModifier"),
    ("punctuation.separator.shortcut", "menuPlus"),
    ("constant.character.key", "menuShortcut"),
    ("keyword.other.declaration", "menuDeclaration"),
    ("keyword.other.entry", "menuEntry"),
    ("punctuation.separator.menu", "menuSeparator"),
    ("support.constant.platform", "menuPlatform"),
    ("variable.parameter.attribute", "menuAttribute"),
    ("punctuation.separator.key-value", "menuAttribute"),
    ("entity.name.function", "menuIdentifier"),
    ("support.constant.role", "menuRole"),
    ("support.constant.layout", "menuLayout"),
    ("storage.modifier.flag", "menuFlag"),
    ("punctuation.section.block", "menuDelimiter"),
    ("punctuation.separator.toggle", "menuDelimiter"),
    ("punctuation.separator.comma", "menuDelimiter menuRuleComma"),
]


def expected_groups(scopes: tuple) -> set[str]:
    for scope in reversed(scopes):
        for prefix, groups in SCOPE_GROUPS:
            if test_grammar.scope_matches(scope, prefix):
                return set(groups.split())
    return {"-"}


def prepare(directory: Path) -> int:
    fixture = directory / "fixture.menu"
    fixture.write_text(test_grammar.FIXTURE, encoding="utf-8")
    inputs = [fixture] + sorted((REPO / "Samples").glob("*.menu"))
    (directory / "files").write_text(
        "".join(f"{path}\t{directory / f'{n}.groups'}\n" for n, path in enumerate(inputs)), encoding="utf-8")
    return 0


def compare(directory: Path) -> int:
    grammar = json.loads(test_grammar.GRAMMAR_PATH.read_text(encoding="utf-8"))
    engine = test_grammar.RefEngine(grammar)
    failed = 0
    for entry in (directory / "files").read_text(encoding="utf-8").splitlines():
        name, output = entry.split("\t")
        path = Path(name)
        doc = test_grammar.Document(path.name, path.read_text(encoding="utf-8"), engine)
        vim_lines = Path(output).read_text(encoding="utf-8").split("\n")
        differences = []
        compared = 0
        for line_no, line in enumerate(doc.lines):
            if not line:
                continue
            groups = vim_lines[line_no].split("\t")
            if len(groups) != len(line):
                differences.append(f"{path.name}:{line_no + 1}: {len(groups)} groups for {len(line)} characters")
                continue
            for col, char in enumerate(line):
                if char.isspace():
                    continue
                compared += 1
                expected = expected_groups(doc.scopes[line_no][col])
                if groups[col] not in expected:
                    differences.append(
                        f"{path.name}:{line_no + 1}:{col + 1} {char!r}: Neovim {groups[col]}, "
                        f"TextMate {test_grammar.describe(doc.scopes[line_no][col])} ({' or '.join(sorted(expected))})")
        if differences:
            failed += 1
            print(f"FAILED: Neovim highlights {path.name} as the TextMate grammar does")
            for difference in differences[:12]:
                print(f"  {difference}")
            if len(differences) > 12:
                print(f"  … {len(differences) - 12} more")
        else:
            print(f"ok: Neovim highlights {path.name} as the TextMate grammar does ({compared} characters)")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("prepare", "compare"):
        sys.exit(__doc__)
    action = prepare if sys.argv[1] == "prepare" else compare
    sys.exit(action(Path(sys.argv[2])))
