#!/usr/bin/env python3
"""Headless test of the TextMate grammar Grammar/menu.tmLanguage.json.

Every input is tokenised by two engines, and both must agree:

* "tgp": the PyPI package textmate-grammar-python (a TextMate tokeniser in
  Python on top of the Oniguruma bindings `onigurumacffi`);
* "ref": a small interpreter in this file that follows vscode-textmate's
  algorithm (the tokeniser VS Code uses) for the rule kinds the grammar uses:
  match, begin/end, name, contentName, captures, begin/endCaptures, include
  of repository rules. It runs the grammar's regexes with the real Oniguruma
  engine (`onigurumacffi`), as VS Code does.

The test then checks:

* the grammar file's shape (scopeName, name, fileTypes, patterns, repository),
  that every include resolves and every regex compiles under Oniguruma;
* that no token of Samples/*.menu gets an `invalid.*` scope;
* the scopes of chosen tokens of Samples/TextEdit.menu and of an inline
  fixture, found by their text on a line (never by hard-coded columns).

Usage:  python3 Tests/TextMate/test_grammar.py [-v] [--grammar PATH] [--dump FILE.menu]
        (Tests/TextMate/run.sh installs the PyPI package first.)
Exit status 0 when everything passes, 1 otherwise.
"""

from __future__ import annotations

import json
import logging
import os
import re
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
GRAMMAR_PATH = REPO / "Grammar" / "menu.tmLanguage.json"
SAMPLES = REPO / "Samples"

try:
    import onigurumacffi
except ImportError:  # pragma: no cover - reported to the user
    sys.exit("test_grammar.py: the PyPI package 'onigurumacffi' is missing; "
             "run Tests/TextMate/run.sh, which installs textmate-grammar-python")


def _import_textmate_grammar():
    # textmate_grammar creates a ".textmate_cache" folder in the current
    # directory when it is imported: import it from a scratch directory so
    # that nothing is left behind in the repository.
    cwd = os.getcwd()
    with tempfile.TemporaryDirectory(prefix="menuc-tm-") as scratch:
        os.chdir(scratch)
        try:
            from textmate_grammar.parsers.base import LanguageParser
        finally:
            os.chdir(cwd)
    logging.getLogger("textmate_grammar").setLevel(logging.CRITICAL)
    return LanguageParser


try:
    LanguageParser = _import_textmate_grammar()
except ImportError:  # pragma: no cover - reported to the user
    sys.exit("test_grammar.py: the PyPI package 'textmate-grammar-python' is missing; "
             "run Tests/TextMate/run.sh, or: python3 -m pip install textmate-grammar-python")

ROOT_SCOPE = "source.menu"
Scopes = tuple  # the scope names of one character, outermost first


# --------------------------------------------------------------------------
# Engine 1: textmate-grammar-python


class TgpEngine:
    name = "tgp"

    def __init__(self, grammar: dict):
        self.parser = LanguageParser(json.loads(json.dumps(grammar)))

    def tokenize(self, text: str) -> list[list[Scopes]]:
        lines = split_lines(text)
        result = [[(ROOT_SCOPE,)] * len(line) for line in lines]
        if not text.strip():
            return result  # textmate-grammar-python 0.6.1 fails on blank input
        element = self.parser.parse_string(text)
        if element is None:
            return result
        for (line_no, column), token_text, scopes in element.flatten():
            for offset, char in enumerate(token_text):
                col = column + offset
                if char == "\n" or line_no >= len(lines) or col >= len(lines[line_no]):
                    continue
                result[line_no][col] = tuple(scopes)
        return result


# --------------------------------------------------------------------------
# Engine 2: a reference interpreter following vscode-textmate


class UnsupportedGrammar(Exception):
    pass


class _Frame:
    __slots__ = ("rule", "enter_pos", "name_scopes", "content_scopes", "end_regex", "patterns")

    def __init__(self, rule, enter_pos, name_scopes, content_scopes, end_regex, patterns):
        self.rule = rule
        self.enter_pos = enter_pos
        self.name_scopes = name_scopes
        self.content_scopes = content_scopes
        self.end_regex = end_regex
        self.patterns = patterns


class RefEngine:
    """vscode-textmate's line tokeniser (src/grammar/tokenizeString.ts), reduced
    to the features this grammar uses. Features it does not implement make it
    raise UnsupportedGrammar rather than guess."""

    name = "ref"

    def __init__(self, grammar: dict):
        self.grammar = grammar
        self.repository = grammar.get("repository", {})
        self.root = {"patterns": grammar.get("patterns", [])}
        self._regex_cache: dict[str, object] = {}
        self._pattern_cache: dict[int, list[dict]] = {}
        for key in ("injections", "injectionSelector"):
            if key in grammar:
                raise UnsupportedGrammar(f"'{key}' is not supported by the reference engine")

    # -- rules

    def regex(self, source: str):
        compiled = self._regex_cache.get(source)
        if compiled is None:
            if re.search(r"\\[GA]", source):
                raise UnsupportedGrammar(f"\\G and \\A are not supported: {source!r}")
            compiled = onigurumacffi.compile(source)
            self._regex_cache[source] = compiled
        return compiled

    def resolve(self, rule: dict) -> dict:
        seen = 0
        while "include" in rule:
            target = rule["include"]
            if target in ("$self", "$base"):
                rule = self.root
            elif target.startswith("#") and target[1:] in self.repository:
                rule = self.repository[target[1:]]
            else:
                raise UnsupportedGrammar(f"cannot resolve include {target!r}")
            seen += 1
            if seen > 100:
                raise UnsupportedGrammar(f"include loop at {target!r}")
        for key in ("while", "applyEndPatternLast"):
            if key in rule:
                raise UnsupportedGrammar(f"'{key}' is not supported by the reference engine")
        for key in ("captures", "beginCaptures", "endCaptures"):
            for capture in rule.get(key, {}).values():
                if "patterns" in capture:
                    raise UnsupportedGrammar("captures with patterns are not supported")
        return rule

    def patterns_of(self, rule: dict) -> list[dict]:
        """The match and begin/end rules reachable from a rule's patterns, with
        include-only rules flattened, in order (vscode-textmate's collectPatterns)."""
        cached = self._pattern_cache.get(id(rule))
        if cached is not None:
            return cached
        out: list[dict] = []
        visited: set[int] = set()

        def collect(patterns):
            for pattern in patterns:
                target = self.resolve(pattern)
                if "match" in target or "begin" in target:
                    out.append(target)
                elif id(target) not in visited:
                    visited.add(id(target))
                    collect(target.get("patterns", []))

        collect(rule.get("patterns", []))
        self._pattern_cache[id(rule)] = out
        return out

    # -- tokenising

    def initial_stack(self) -> list[_Frame]:
        root_scopes = (ROOT_SCOPE,)
        return [_Frame(self.root, -1, root_scopes, root_scopes, None, self.patterns_of(self.root))]

    def tokenize(self, text: str) -> list[list[Scopes]]:
        stack = self.initial_stack()
        return [self.tokenize_line(line, stack) for line in split_lines(text)]

    def tokenize_line(self, line: str, stack: list[_Frame]) -> list[Scopes]:
        text = line + "\n"  # vscode-textmate appends a newline to every line
        length = len(text)
        chars: list[Scopes] = [(ROOT_SCOPE,)] * length
        last = 0

        def produce(scopes: Scopes, end: int) -> None:
            nonlocal last
            if end > last:
                for i in range(last, end):
                    chars[i] = scopes
                last = end

        pos = 0
        while True:
            frame = stack[-1]
            best = None  # (match, rule or None for the end pattern)
            candidates = ([(frame.end_regex, None)] if frame.end_regex is not None else [])
            candidates += [(self.regex(r["match"] if "match" in r else r["begin"]), r) for r in frame.patterns]
            for regex, rule in candidates:
                match = regex.search(text, pos)
                if match is not None and (best is None or match.start() < best[0].start()):
                    best = (match, rule)
            if best is None:
                produce(frame.content_scopes, length)
                break
            match, rule = best
            start, end = match.span()
            advanced = end > pos
            if rule is None:  # the end pattern of the frame's begin/end rule
                produce(frame.content_scopes, start)
                self.captures(frame.rule.get("endCaptures", frame.rule.get("captures")), match,
                              frame.name_scopes, produce)
                produce(frame.name_scopes, end)
                popped = stack.pop()
                if not advanced and popped.enter_pos == pos:
                    # pushed and popped without advancing: stay in the rule
                    stack.append(popped)
                    produce(popped.content_scopes, length)
                    break
            else:
                produce(frame.content_scopes, start)
                name_scopes = push_scopes(frame.content_scopes, rule.get("name"))
                if "begin" in rule:
                    self.captures(rule.get("beginCaptures", rule.get("captures")), match, name_scopes, produce)
                    produce(name_scopes, end)
                    if re.search(r"\\[0-9]", rule["end"]):
                        raise UnsupportedGrammar("back-references in 'end' are not supported")
                    new = _Frame(rule, pos, name_scopes, push_scopes(name_scopes, rule.get("contentName")),
                                 self.regex(rule["end"]), self.patterns_of(rule))
                    stack.append(new)
                    if not advanced and frame.rule is rule and frame.enter_pos == pos:
                        stack.pop()
                        produce(frame.content_scopes, length)
                        break
                else:
                    self.captures(rule.get("captures"), match, name_scopes, produce)
                    produce(name_scopes, end)
                    if not advanced:
                        # a match rule that does not advance: vscode-textmate
                        # pops one level (safePop) and gives up on the line
                        if len(stack) > 1:
                            stack.pop()
                        produce(stack[-1].content_scopes, length)
                        break
            if end > pos:
                pos = end
        return chars[: len(line)]

    def captures(self, captures: dict | None, match, base: Scopes, produce) -> None:
        """vscode-textmate's handleCaptures, without retokenised captures."""
        if not captures:
            return
        numbered = {int(k): v for k, v in captures.items()}
        groups = match_group_count(match)
        max_end = match.end()
        local: list[tuple[Scopes, int]] = []
        for i in range(min(max(numbered) + 1, groups)):
            capture = numbered.get(i)
            if capture is None:
                continue
            start, end = match.span(i)
            if end - start <= 0:
                continue
            if start > max_end:
                break
            while local and local[-1][1] <= start:
                produce(local[-1][0], local[-1][1])
                local.pop()
            if local:
                produce(local[-1][0], start)
            else:
                produce(base, start)
            if capture.get("name"):
                local.append((push_scopes(local[-1][0] if local else base, capture["name"]), end))
        while local:
            produce(local[-1][0], local[-1][1])
            local.pop()


def match_group_count(match) -> int:
    count = 0
    while True:
        try:
            match.span(count)
        except IndexError:
            return count
        count += 1


def push_scopes(scopes: Scopes, name: str | None) -> Scopes:
    if not name:
        return scopes
    return scopes + tuple(name.split())


def split_lines(text: str) -> list[str]:
    return re.split(r"\r\n|\n|\r", text)


# --------------------------------------------------------------------------
# Results and checks


class Report:
    def __init__(self, verbose: bool):
        self.verbose = verbose
        self.passed = 0
        self.failed = 0

    def ok(self, label: str) -> None:
        self.passed += 1
        if self.verbose:
            print(f"ok    {label}")

    def fail(self, label: str, detail: str) -> None:
        self.failed += 1
        print(f"FAIL  {label}\n      {detail}")


class Document:
    """One input tokenised by one engine: lines and the scopes of each character."""

    def __init__(self, source: str, text: str, engine):
        self.source = source
        self.engine = engine.name
        self.lines = split_lines(text)
        self.scopes = engine.tokenize(text)

    def find_line(self, needle: str, nth: int = 0) -> int:
        hits = [i for i, line in enumerate(self.lines) if needle in line]
        if len(hits) <= nth:
            raise LookupError(f"no line contains {needle!r}" + (f" (occurrence {nth + 1})" if nth else ""))
        return hits[nth]

    def locate(self, line_text: str, token: str, within: str | None = None,
               nth_line: int = 0, nth: int = 0) -> tuple[int, int]:
        """(line index, column) of `token` on the first line containing
        `line_text`, searched inside the `nth` occurrence of `within`
        (default: the token itself) on that line."""
        line_no = self.find_line(line_text, nth_line)
        line = self.lines[line_no]
        outer = within if within is not None else token
        col = -1
        for _ in range(nth + 1):
            col = line.find(outer, col + 1)
            if col < 0:
                raise LookupError(f"{outer!r} not found on line {line_no + 1}: {line!r}")
        inner = outer.find(token)
        if inner < 0:
            raise LookupError(f"{token!r} is not part of {outer!r}")
        return line_no, col + inner


def scope_matches(actual: str, expected: str) -> bool:
    return actual == expected or actual.startswith(expected + ".")


def describe(scopes: Scopes) -> str:
    return " ".join(scopes)


class Expect:
    """One expectation about the scopes of a token."""

    def __init__(self, line: str, token: str, scope: str | None = None, *, within: str | None = None,
                 nth: int = 0, nth_line: int = 0, exact: bool = False, absent: tuple[str, ...] = ()):
        self.line = line          # text that identifies the line
        self.token = token        # the token's text on that line
        self.scope = scope        # a scope every character of the token must have
        self.within = within      # a longer text on the line that contains the token
        self.nth = nth            # which occurrence of `within`/`token` on the line
        self.nth_line = nth_line  # which line containing `line`
        self.exact = exact        # the characters just outside the token lack `scope`
        self.absent = absent      # scopes no character of the token may have

    def label(self, doc: Document) -> str:
        where = f"in {self.within!r} " if self.within else ""
        return f"[{doc.engine}] {doc.source}: {self.token!r} {where}on the line containing {self.line!r}"

    def check(self, doc: Document, report: Report) -> None:
        label = self.label(doc)
        try:
            line_no, col = doc.locate(self.line, self.token, self.within, self.nth_line, self.nth)
        except LookupError as error:
            report.fail(label, f"token not found: {error}")
            return
        where = f"{doc.source}:{line_no + 1}:{col + 1}"
        line_scopes = doc.scopes[line_no]
        problems = []
        for offset, char in enumerate(self.token):
            scopes = line_scopes[col + offset]
            if self.scope and not any(scope_matches(s, self.scope) for s in scopes):
                problems.append(f"character {char!r} at {where}+{offset}: expected scope {self.scope}, "
                                f"actual scopes: {describe(scopes)}")
            for bad in self.absent:
                if any(scope_matches(s, bad) for s in scopes):
                    problems.append(f"character {char!r} at {where}+{offset}: must not have scope {bad}, "
                                    f"actual scopes: {describe(scopes)}")
        if self.exact and self.scope:
            for index in (col - 1, col + len(self.token)):
                if 0 <= index < len(line_scopes) and any(scope_matches(s, self.scope) for s in line_scopes[index]):
                    problems.append(f"character {doc.lines[line_no][index]!r} next to the token also has "
                                    f"{self.scope} (the token should end there), scopes: "
                                    f"{describe(line_scopes[index])}")
        if problems:
            report.fail(label, "\n      ".join(problems[:4]))
        else:
            report.ok(f"{label} -> {self.scope or 'not ' + ', '.join(self.absent)}")


def invalid_tokens(doc: Document) -> list[tuple[int, int, str, Scopes]]:
    """Maximal runs of characters with an invalid.* scope: (line, col, text, scopes)."""
    found = []
    for line_no, (line, scopes) in enumerate(zip(doc.lines, doc.scopes)):
        col = 0
        while col < len(line):
            if any(s.startswith("invalid.") for s in scopes[col]):
                start = col
                while col < len(line) and scopes[col] == scopes[start]:
                    col += 1
                found.append((line_no, start, line[start:col], scopes[start]))
            else:
                col += 1
    return found


# --------------------------------------------------------------------------
# Expectations

DECL = "keyword.other.declaration.menu"
ENTRY = "keyword.other.entry.menu"
STRING = "string.quoted.double.menu"
ESCAPE = "constant.character.escape.menu"
BAD_ESCAPE = "invalid.illegal.escape.menu"
ATTR = "variable.parameter.attribute.menu"
KV = "punctuation.separator.key-value.menu"
FLAG = "storage.modifier.flag.menu"
ROLE = "support.constant.role.menu"
ID = "entity.name.function.menu"
PLATFORM = "support.constant.platform.menu"
SHORTCUT = "constant.other.shortcut.menu"
MODIFIER = "keyword.operator.modifier.menu"
PLUS = "punctuation.separator.shortcut.menu"
KEY = "constant.character.key.menu"
LINE_COMMENT = "comment.line.double-slash.menu"
BLOCK_COMMENT = "comment.block.menu"
COMMENT_PUNCT = "punctuation.definition.comment.menu"
DIRECTIVE = "keyword.other.directive.menu"
RULE = "constant.other.rule.menu"
LAYOUT = "support.constant.layout.menu"

TEXTEDIT_EXPECTATIONS = [
    Expect("// TextEdit.menu", "// TextEdit.menu", LINE_COMMENT),
    Expect("// TextEdit.menu", "//", COMMENT_PUNCT),
    Expect('app "TextEdit"', "app", DECL, exact=True),
    Expect('app "TextEdit"', '"TextEdit"', STRING, exact=True),
    Expect("platforms macOS", "platforms", DECL),
    Expect("platforms macOS", "macOS", PLATFORM, exact=True),
    Expect("platforms macOS", "iPadOS", PLATFORM, exact=True),
    Expect("platforms macOS", ",", "punctuation.separator.comma.menu"),
    Expect('menu "File" {', "menu", DECL, exact=True),
    Expect('menu "File" {', '"File"', STRING, exact=True),
    Expect('menu "File" {', "{", "punctuation.section.block.begin.menu"),
    Expect('contextmenu "Text Selection"', "contextmenu", DECL),
    Expect('pulldown "Add"', "pulldown", DECL),
    Expect('popup "Sort By"', "popup", DECL),
    Expect("item role: about", "item", ENTRY, exact=True),
    Expect("item role: about", "role", ATTR),
    Expect("item role: about", ":", KV),
    Expect("item role: about", "about", ROLE, exact=True),
    Expect("item role: about", '// title defaults to "About TextEdit"', LINE_COMMENT, absent=(STRING,)),
    Expect("item role: about", "//", COMMENT_PUNCT),
    Expect('"Settings…"', '"Settings…"', STRING, exact=True),
    Expect('"Settings…"', "cmd+,", SHORTCUT, exact=True),
    Expect('"Settings…"', "cmd", MODIFIER, within="cmd+,"),
    Expect('"Settings…"', "+", PLUS, within="cmd+,"),
    Expect('"Settings…"', ",", KEY, within="cmd+,", absent=("punctuation.separator.comma.menu",)),
    Expect('"Settings…"', "settings", ROLE),
    Expect('"Settings…"', "key", ATTR),
    Expect("    ---", "---", "meta.separator.menu", exact=True),
    Expect("    ---", "---", "punctuation.separator.menu"),
    Expect('item "New"', "newDocument", ID, exact=True),
    Expect('item "New"', "id", ATTR),
    Expect('submenu "Open Recent"', "submenu", ENTRY),
    Expect('submenu "Open Recent"', "openRecent", ROLE),
    Expect('"Duplicate"', "cmd+shift+S", SHORTCUT, exact=True),
    Expect('"Redo"', "cmd+shift+Z", SHORTCUT, exact=True),
    Expect('"Redo"', "cmd", MODIFIER, within="cmd+shift+Z"),
    Expect('"Redo"', "shift", MODIFIER, within="cmd+shift+Z"),
    Expect('"Redo"', "+", PLUS, within="cmd+shift+Z"),
    Expect('"Redo"', "+Z", None, within="cmd+shift+Z", absent=(MODIFIER,)),
    Expect('"Redo"', "Z", KEY, within="cmd+shift+Z", exact=True),
    Expect('"Redo"', "redo", ROLE),
    Expect('item "Delete" role: delete', "delete", ROLE, absent=(ENTRY, DECL)),
    Expect('toggle "Bold"', "toggle", ENTRY),
    Expect('toggle "Bold"', "// checkmark toggle", LINE_COMMENT),
    Expect('toggle "Show Ruler"', "|", "punctuation.separator.toggle.menu"),
    Expect('toggle "Show Ruler"', '"Hide Ruler"', STRING, exact=True),
    Expect('toggle "Show Ruler"', "cmd+R", SHORTCUT, exact=True),
    Expect('choice "Grid"', "choice", ENTRY),
    Expect('choice "Grid"', "// paired, mutually exclusive items", LINE_COMMENT,
           absent=("punctuation.separator.comma.menu",)),
    Expect('option "Grid On" checked', "option", ENTRY),
    Expect('option "Grid On" checked', "checked", FLAG, exact=True),
    Expect('item "Cut" symbol:', "symbol", ATTR),
    Expect('item "Cut" symbol:', '"scissors"', STRING),
    Expect('"trash" destructive', "destructive", FLAG),
    Expect('option "Name" default', "default", FLAG, exact=True),
    Expect("}", "}", "punctuation.section.block.end.menu"),
]

FIXTURE = r'''/* outer /* inner */ still outer */
/* a block comment
   /* nested on
      several lines */ still in the outer comment
*/ app "Fixture"
// menuc:disable-next-line title-case, long-title - Apple's own title
// menuc:disable duplicate-shortcut
// a plain comment that mentions menuc:disable-next-line title-case
platforms macOS, iOS, visionOS // and a comment
menu "编辑" {
    item "Tab\there \"q\" \\ \n \u{1F600} \u{E9}" key: cmd++
    item "Bad \q and \u{ZZ} and \u{123456789} and \u0041 end"
    item "Escape" key: ⌥⌘⎋ id: escapeAll
    item "Slash" key: cmd+/ // comment after a slash key
    item "Tight" key: cmd+N// comment right after the shortcut
    item "Slashes" key: cmd+/// comment after the slash key
    item "Later" key: // no shortcut, only a comment
    toggle "表示" | "非表示" key: ctrl+cmd+F disabled
    item "中文标题…" key: Command+Option+Esc id: menu
    item "日本語のタイトル" key: ⌃⌘F
    item "한국어" key: f12 destructive role: delete
    item "Globe" key: fn+globe+E
    item "Unterminated \" string
    item "After" key: ⌘⇧Z
    submenu "X" { item "Y" }
    /* note */ option "Z" default
    alternate "Close All" key: cmd+opt+W
    section "Sort By" { option "Name" }
    dynamic "Recently Visited" id: history
    dynamic role: windowList
}
dockmenu {
    item "New Window" id: newWindow
}
editmenu "Caption" {
}
activities "Photo" {
    activity "Add to Album" symbol: "rectangle.stack.badge.plus"
}
contextmenu "Photo" layout: small {
}
'''

FIXTURE_EXPECTATIONS = [
    # version 2 entries
    Expect('alternate "Close All"', "alternate", ENTRY, exact=True),
    Expect('alternate "Close All"', "cmd+opt+W", SHORTCUT, exact=True),
    Expect('section "Sort By"', "section", ENTRY, exact=True),
    Expect('section "Sort By"', "option", ENTRY, exact=True),
    Expect('dynamic "Recently Visited"', "dynamic", ENTRY, exact=True),
    Expect('dynamic "Recently Visited"', "history", ID, exact=True),
    Expect("dynamic role: windowList", "dynamic", ENTRY, exact=True),
    Expect("dynamic role: windowList", "windowList", ROLE, exact=True),
    # nested block comments
    Expect("/* outer", "/* outer /* inner */ still outer */", BLOCK_COMMENT),
    Expect("/* outer", " still outer ", BLOCK_COMMENT),
    Expect("/* outer", "/*", "punctuation.definition.comment.begin.menu"),
    Expect("/* nested on", "/* nested on", BLOCK_COMMENT),
    Expect("several lines */", "still in the outer comment", BLOCK_COMMENT),
    Expect('*/ app "Fixture"', "*/", BLOCK_COMMENT, exact=True),
    Expect('*/ app "Fixture"', "app", DECL, absent=(BLOCK_COMMENT,)),
    Expect('*/ app "Fixture"', '"Fixture"', STRING),
    # suppression directives
    Expect("menuc:disable-next-line title-case, long-title",
           "// menuc:disable-next-line title-case, long-title - Apple's own title", LINE_COMMENT),
    Expect("menuc:disable-next-line title-case, long-title", "menuc:disable-next-line", DIRECTIVE, exact=True),
    Expect("menuc:disable-next-line title-case, long-title", "title-case", RULE, exact=True),
    Expect("menuc:disable-next-line title-case, long-title", "long-title", RULE, exact=True),
    Expect("menuc:disable-next-line title-case, long-title", "Apple's own title", None, absent=(RULE,)),
    Expect("menuc:disable duplicate-shortcut", "menuc:disable", DIRECTIVE, exact=True),
    Expect("menuc:disable duplicate-shortcut", "duplicate-shortcut", RULE, exact=True),
    Expect("a plain comment", "menuc:disable-next-line title-case", LINE_COMMENT, absent=(DIRECTIVE, RULE)),
    # platforms
    Expect("platforms macOS, iOS", "visionOS", PLATFORM),
    Expect("platforms macOS, iOS", "iOS", PLATFORM, exact=True),
    Expect("platforms macOS, iOS", "// and a comment", LINE_COMMENT, absent=(PLATFORM,)),
    # CJK titles
    Expect('menu "编辑"', '"编辑"', STRING, exact=True),
    Expect('menu "编辑"', "menu", DECL),
    Expect('toggle "表示"', '"表示"', STRING, exact=True),
    Expect('toggle "表示"', '"非表示"', STRING, exact=True),
    Expect('toggle "表示"', "|", "punctuation.separator.toggle.menu", absent=(STRING,)),
    Expect('toggle "表示"', "ctrl+cmd+F", SHORTCUT, exact=True),
    Expect('toggle "表示"', "ctrl", MODIFIER, within="ctrl+cmd+F"),
    Expect('toggle "表示"', "F", KEY, within="ctrl+cmd+F"),
    Expect('toggle "表示"', "disabled", FLAG),
    Expect('item "中文标题…"', '"中文标题…"', STRING, exact=True),
    Expect('item "日本語のタイトル"', '"日本語のタイトル"', STRING),
    Expect('item "한국어"', '"한국어"', STRING),
    # escapes
    Expect('item "Tab', "\\t", ESCAPE, exact=True),
    Expect('item "Tab', '\\"', ESCAPE),
    Expect('item "Tab', "\\\\", ESCAPE),
    Expect('item "Tab', "\\n", ESCAPE),
    Expect('item "Tab', "\\u{1F600}", ESCAPE, exact=True),
    Expect('item "Tab', "\\u{E9}", ESCAPE),
    Expect('item "Tab', "here ", STRING, absent=(ESCAPE,)),
    Expect('item "Tab', '"Tab\\there \\"q\\" \\\\ \\n \\u{1F600} \\u{E9}"', STRING, exact=True),
    Expect('item "Bad', "\\q", BAD_ESCAPE, exact=True),
    Expect('item "Bad', "\\u{ZZ}", BAD_ESCAPE, exact=True),
    Expect('item "Bad', "\\u{123456789}", BAD_ESCAPE),
    Expect('item "Bad', "\\u", BAD_ESCAPE, within="\\u0041"),
    Expect('item "Bad', " end", STRING, absent=("invalid",)),
    # shortcuts
    Expect('item "Tab', "cmd++", SHORTCUT, exact=True),
    Expect('item "Tab', "cmd", MODIFIER, within="cmd++"),
    Expect('item "Tab', "+", PLUS, within="cmd++", nth=0),
    Expect('item "Tab', "++", None, within="cmd++", absent=(MODIFIER,)),
    Expect('item "Escape"', "⌥⌘⎋", SHORTCUT, exact=True),
    Expect('item "Escape"', "⌥", MODIFIER, within="⌥⌘⎋"),
    Expect('item "Escape"', "⌘", MODIFIER, within="⌥⌘⎋"),
    Expect('item "Escape"', "⎋", KEY, within="⌥⌘⎋", absent=(MODIFIER,)),
    Expect('item "Escape"', "escapeAll", ID),
    Expect('item "Slash"', "cmd+/", SHORTCUT, exact=True),
    Expect('item "Slash"', "/", KEY, within="cmd+/", absent=(LINE_COMMENT,)),
    Expect('item "Slash"', "// comment after a slash key", LINE_COMMENT, absent=(SHORTCUT,)),
    Expect('item "Tight"', "cmd+N", SHORTCUT, exact=True),
    Expect('item "Tight"', "// comment right after the shortcut", LINE_COMMENT, absent=(SHORTCUT,)),
    Expect('item "Slashes"', "cmd+/", SHORTCUT, exact=True),
    Expect('item "Slashes"', "/", KEY, within="cmd+/"),
    Expect('item "Slashes"', "// comment after the slash key", LINE_COMMENT, absent=(SHORTCUT,)),
    Expect('item "Later"', "key", ATTR),
    Expect('item "Later"', "// no shortcut, only a comment", LINE_COMMENT, absent=(SHORTCUT,)),
    Expect('item "中文标题…"', "Command+Option+Esc", SHORTCUT, exact=True),
    Expect('item "中文标题…"', "Command", MODIFIER, within="Command+Option+Esc"),
    Expect('item "中文标题…"', "Option", MODIFIER, within="Command+Option+Esc"),
    Expect('item "中文标题…"', "Esc", KEY, within="Command+Option+Esc"),
    Expect('item "中文标题…"', "menu", ID, within="id: menu", absent=(DECL,)),
    Expect('item "日本語のタイトル"', "⌃⌘F", SHORTCUT, exact=True),
    Expect('item "日本語のタイトル"', "⌃⌘", MODIFIER),
    Expect('item "한국어"', "f12", KEY, exact=True),
    Expect('item "한국어"', "f12", SHORTCUT, exact=True),
    Expect('item "한국어"', "destructive", FLAG),
    Expect('item "한국어"', "delete", ROLE),
    Expect('item "Globe"', "fn", MODIFIER, within="fn+globe+E"),
    Expect('item "Globe"', "globe", MODIFIER, within="fn+globe+E"),
    Expect('item "Globe"', "E", KEY, within="fn+globe+E"),
    # an unterminated string ends at the end of its line
    Expect('item "Unterminated', '"Unterminated \\" string', STRING),
    Expect('item "After"', "item", ENTRY, absent=(STRING,)),
    Expect('item "After"', "⌘⇧Z", SHORTCUT, exact=True),
    Expect('item "After"', "Z", KEY, within="⌘⇧Z"),
    # entries sharing the line of a brace or following a block comment
    Expect('submenu "X" { item "Y" }', "item", ENTRY),
    Expect('submenu "X" { item "Y" }', "}", "punctuation.section.block.end.menu"),
    Expect('/* note */ option "Z" default', "option", ENTRY),
    Expect('/* note */ option "Z" default', "default", FLAG),
    # the other menus and layouts
    Expect("dockmenu {", "dockmenu", DECL, exact=True),
    Expect('editmenu "Caption"', "editmenu", DECL, exact=True),
    Expect('activities "Photo"', "activities", DECL, exact=True),
    Expect('activity "Add to Album"', "activity", ENTRY, exact=True),
    Expect('activity "Add to Album"', "symbol", ATTR),
    Expect('contextmenu "Photo" layout', "layout", ATTR),
    Expect('contextmenu "Photo" layout', "small", LAYOUT, exact=True),
]

# The only invalid.* tokens the fixture may have.
FIXTURE_INVALID = ["\\q", "\\u{ZZ}", "\\u{123456789}", "\\u"]


# --------------------------------------------------------------------------
# Grammar shape


def check_grammar_shape(grammar: dict, report: Report) -> None:
    def expect(condition: bool, label: str, detail: str) -> None:
        if condition:
            report.ok(label)
        else:
            report.fail(label, detail)

    expect(grammar.get("scopeName") == ROOT_SCOPE, "grammar scopeName",
           f"expected {ROOT_SCOPE!r}, actual {grammar.get('scopeName')!r}")
    expect(isinstance(grammar.get("name"), str) and bool(grammar.get("name")), "grammar name",
           f"expected a non-empty name, actual {grammar.get('name')!r}")
    expect(grammar.get("fileTypes") == ["menu"], "grammar fileTypes",
           f"expected ['menu'], actual {grammar.get('fileTypes')!r}")
    expect(isinstance(grammar.get("patterns"), list) and bool(grammar.get("patterns")), "grammar patterns",
           "expected a non-empty list")
    expect(isinstance(grammar.get("repository"), dict), "grammar repository", "expected an object")

    repository = grammar.get("repository", {})
    problems = []

    def walk(node, path):
        if isinstance(node, dict):
            include = node.get("include")
            if isinstance(include, str) and include.startswith("#") and include[1:] not in repository:
                problems.append(f"{path}: include {include!r} names no repository rule")
            for key in ("match", "begin", "end"):
                if isinstance(node.get(key), str):
                    try:
                        onigurumacffi.compile(node[key])
                    except onigurumacffi.OnigError as error:
                        problems.append(f"{path}.{key}: Oniguruma rejects {node[key]!r}: {error}")
            for key, value in node.items():
                walk(value, f"{path}.{key}")
        elif isinstance(node, list):
            for index, value in enumerate(node):
                walk(value, f"{path}[{index}]")

    walk(grammar, "grammar")
    expect(not problems, "every include resolves and every regex compiles under Oniguruma",
           "\n      ".join(problems))


# --------------------------------------------------------------------------


def compare_engines(docs: list[Document], report: Report, source: str) -> None:
    first, second = docs
    differences = []
    for line_no, line in enumerate(first.lines):
        for col, char in enumerate(line):
            a = first.scopes[line_no][col]
            b = second.scopes[line_no][col]
            if a != b:
                differences.append(f"{source}:{line_no + 1}:{col + 1} {char!r}: "
                                   f"{first.engine}: {describe(a)} | {second.engine}: {describe(b)}")
    label = f"{first.engine} and {second.engine} give {source} the same scopes"
    if differences:
        report.fail(label, "\n      ".join(differences[:8]) +
                    (f"\n      … {len(differences) - 8} more" if len(differences) > 8 else ""))
    else:
        report.ok(label)


def dump(doc: Document) -> None:
    for line_no, (line, scopes) in enumerate(zip(doc.lines, doc.scopes)):
        col = 0
        while col < len(line):
            start = col
            while col < len(line) and scopes[col] == scopes[start]:
                col += 1
            print(f"{line_no + 1}:{start + 1}\t{line[start:col]!r}\t{describe(scopes[start])}")


def main(argv: list[str]) -> int:
    verbose = "-v" in argv or "--verbose" in argv
    grammar_path = Path(argv[argv.index("--grammar") + 1]) if "--grammar" in argv else GRAMMAR_PATH
    grammar = json.loads(grammar_path.read_text(encoding="utf-8"))
    engines = [TgpEngine(grammar), RefEngine(grammar)]

    if "--dump" in argv:
        path = Path(argv[argv.index("--dump") + 1])
        for engine in engines:
            print(f"== {engine.name}")
            dump(Document(path.name, path.read_text(encoding="utf-8"), engine))
        return 0

    report = Report(verbose)
    check_grammar_shape(grammar, report)

    samples = sorted(SAMPLES.glob("*.menu"))
    if not any(p.name == "TextEdit.menu" for p in samples):
        report.fail("Samples/TextEdit.menu exists", f"not found in {SAMPLES}")

    def tokenize_all(source: str, text: str) -> list[Document] | None:
        docs = []
        for engine in engines:
            try:
                docs.append(Document(source, text, engine))
            except Exception as error:  # a crash of an engine is a failure, not the end of the run
                report.fail(f"[{engine.name}] tokenises {source}", f"{type(error).__name__}: {error}")
        return docs if len(docs) == len(engines) else None

    for path in samples:
        text = path.read_text(encoding="utf-8-sig")
        source = f"Samples/{path.name}"
        docs = tokenize_all(source, text)
        if docs is None:
            continue
        compare_engines(docs, report, source)
        for doc in docs:
            bad = invalid_tokens(doc)
            label = f"[{doc.engine}] {source} has no invalid.* token"
            if bad:
                report.fail(label, "\n      ".join(
                    f"{source}:{l + 1}:{c + 1} {t!r}: {describe(s)}" for l, c, t, s in bad[:8]))
            else:
                report.ok(label)
            if path.name == "TextEdit.menu":
                for expectation in TEXTEDIT_EXPECTATIONS:
                    expectation.check(doc, report)

    fixture_docs = tokenize_all("fixture", FIXTURE) or []
    if fixture_docs:
        compare_engines(fixture_docs, report, "fixture")
    for doc in fixture_docs:
        for expectation in FIXTURE_EXPECTATIONS:
            expectation.check(doc, report)
        bad = [t for _, _, t, _ in invalid_tokens(doc)]
        label = f"[{doc.engine}] fixture: invalid.* only on the bad escapes"
        if bad != FIXTURE_INVALID:
            report.fail(label, f"expected invalid tokens {FIXTURE_INVALID}, actual {bad}")
        else:
            report.ok(label)

    print(f"TextMate grammar: {report.passed} passed, {report.failed} failed")
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
