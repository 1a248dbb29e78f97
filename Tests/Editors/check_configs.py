#!/usr/bin/env python3
"""Checks the editor set-ups that cannot be run here (no VS Code, no Helix):
Grammar/editors/vscode and Grammar/editors/helix/languages.toml.

VS Code: every JSON file parses; the language, grammar and configuration paths
exist inside the folder, the grammar is Grammar/menu.tmLanguage.json with the
scope and file types the extension declares; the problem matcher's regexp,
applied to real `menuc check` output, finds exactly the diagnostics and notes
`menuc check --reporter json` reports, with the same file, line, column,
severity, message and rule id, and nothing in the excerpt and summary lines.
Helix: the TOML parses and declares the language and its server as the
README's set-up says.

Usage: check_configs.py MENUC      (exit status 0 when every check passes)
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
EDITORS = REPO / "Grammar" / "editors"
GRAMMAR = REPO / "Grammar" / "menu.tmLanguage.json"
# Inputs with errors, warnings and notes (with a place), and suppressions.
INPUTS = sorted((REPO / "Tests" / "Corpus" / "seeded").glob("*.menu"))

failures = 0


def check(condition: bool, what: str, detail: object = None) -> bool:
    global failures
    if condition:
        print(f"ok: {what}")
    else:
        failures += 1
        print(f"FAILED: {what}" + (f"\n  {detail}" if detail is not None else ""))
    return condition


def inside(folder: Path, relative: str) -> Path:
    path = (folder / relative)
    check(path.exists() and path.resolve().is_file(), f"vscode: '{relative}' exists", path)
    check(not Path(relative).is_absolute() and ".." not in Path(relative).parts,
          f"vscode: '{relative}' is inside the extension's folder")
    return path


def check_vscode(menuc: str) -> None:
    folder = EDITORS / "vscode"
    documents = {}
    for path in sorted(folder.rglob("*.json")):
        try:
            documents[path.relative_to(folder).as_posix()] = json.loads(path.read_text(encoding="utf-8"))
            check(True, f"vscode: {path.relative_to(folder)} is valid JSON")
        except ValueError as error:
            check(False, f"vscode: {path.relative_to(folder)} is valid JSON", error)
    package = documents.get("package.json", {})
    contributes = package.get("contributes", {})
    check(not package.get("dependencies") and not package.get("devDependencies") and "main" not in package,
          "vscode: no npm dependencies and no code")

    languages = {language["id"]: language for language in contributes.get("languages", [])}
    check(set(languages) == {"menu", "menuc-options"}, "vscode: the languages are menu and menuc-options", list(languages))
    for language in languages.values():
        configuration = inside(folder, language["configuration"])
        check(configuration.name in documents or configuration.relative_to(folder).as_posix() in documents,
              f"vscode: the configuration of {language['id']} is JSON")
    grammar_contribution = contributes.get("grammars", [{}])[0]
    grammar_path = inside(folder, grammar_contribution.get("path", "?"))
    check(grammar_path.resolve() == GRAMMAR.resolve(), "vscode: the grammar is Grammar/menu.tmLanguage.json", grammar_path.resolve())
    grammar = json.loads(GRAMMAR.read_text(encoding="utf-8"))
    check(grammar_contribution.get("scopeName") == grammar["scopeName"] and grammar_contribution.get("language") == "menu",
          "vscode: the grammar's scope is the one the grammar declares")
    check(languages.get("menu", {}).get("extensions") == ["." + t for t in grammar["fileTypes"]],
          "vscode: the menu language's extensions are the grammar's file types")

    configuration = documents.get("language-configuration.json", {})
    check(configuration.get("comments") == {"lineComment": "//", "blockComment": ["/*", "*/"]},
          "vscode: comments are // and /* */")
    closing = {pair["open"]: pair["close"] for pair in configuration.get("autoClosingPairs", [])}
    check(closing.get('"') == '"' and closing.get("{") == "}", "vscode: quotes and braces close themselves", closing)
    for name in ("increaseIndentPattern", "decreaseIndentPattern"):
        re.compile(configuration["indentationRules"][name])
    increase = re.compile(configuration["indentationRules"]["increaseIndentPattern"])
    check(bool(increase.search('menu "File" {')) and bool(increase.search('submenu "A {" { // x'))
          and not increase.search('item "{"') and not increase.search('submenu "X" { item "Y" }'),
          "vscode: a line opening a block indents the next")

    matchers = contributes.get("problemMatchers", [])
    check(len(matchers) == 1 and matchers[0].get("name") == "menuc", "vscode: one problem matcher, $menuc")
    check_problem_matcher(matchers[0]["pattern"], menuc)


def check_problem_matcher(pattern: dict, menuc: str) -> None:
    # The regexp is JavaScript; it uses only syntax Python reads the same way.
    regexp = re.compile(pattern["regexp"])
    text = subprocess.run([menuc, "check", *map(str, INPUTS)], capture_output=True, text=True, cwd=REPO)
    report = subprocess.run([menuc, "check", "--reporter", "json", *map(str, INPUTS)], capture_output=True, text=True, cwd=REPO)
    expected = []
    for diagnostic in json.loads(report.stdout):
        expected.append((diagnostic["file"], diagnostic["line"], diagnostic["column"], diagnostic["severity"],
                         diagnostic["message"], diagnostic["id"]))
        for note in diagnostic["notes"]:
            if "line" in note:
                expected.append((note["file"], note["line"], note["column"], "note", note["message"], None))
    found = []
    for line in text.stderr.splitlines() + text.stdout.splitlines():
        match = regexp.match(line)
        if match:
            group = lambda key: match.group(pattern[key]) if key in pattern else None  # noqa: E731
            found.append((group("file"), int(group("line")), int(group("column")), group("severity"),
                          group("message"), group("code")))
    check(len(expected) > 50 and {e[3] for e in expected} == {"error", "warning", "note"},
          f"vscode: menuc check reports errors, warnings and notes ({len(expected)})")
    missing = [e for e in expected if e not in found]
    extra = [f for f in found if f not in expected]
    check(not missing and not extra and len(found) == len(expected),
          "vscode: the problem matcher finds every diagnostic and note of 'menuc check', as the JSON report gives them",
          {"missing": missing[:3], "extra": extra[:3]})


def check_helix() -> None:
    try:
        import tomllib
    except ImportError:  # Python before 3.11
        print("skipped: Helix languages.toml (this Python has no tomllib)")
        return
    path = EDITORS / "helix" / "languages.toml"
    try:
        config = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        check(False, "helix: languages.toml is valid TOML", error)
        return
    check(True, "helix: languages.toml is valid TOML")
    languages = config.get("language", [])
    check(len(languages) == 1, "helix: one [[language]]")
    language = languages[0] if languages else {}
    check(language.get("name") == "menu" and language.get("file-types") == ["menu"]
          and language.get("scope") == json.loads(GRAMMAR.read_text(encoding="utf-8"))["scopeName"],
          "helix: the language menu, for *.menu, with the grammar's scope")
    check(language.get("comment-tokens") == ["//"] and language.get("block-comment-tokens") == {"start": "/*", "end": "*/"},
          "helix: comments are // and /* */")
    server = config.get("language-server", {}).get("menuc", {})
    check(language.get("language-servers") == ["menuc"] and server.get("command") == "menuc" and server.get("args") == ["lsp"],
          "helix: the language server is 'menuc lsp'", server)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    check_vscode(sys.argv[1])
    check_helix()
    sys.exit(1 if failures else 0)
