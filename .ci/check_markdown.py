#!/usr/bin/env python3
"""Check menuc's Markdown cheat sheets by rendering them as GitHub would.

Usage: check_markdown.py FILE.md [FILE.md ...]

Renders each file with markdown-it-py (CommonMark with the GFM table and
strikethrough extensions; raw HTML enabled, as on GitHub) and checks that

- every source line that starts with `|` is part of a rendered table (a title
  with a line break or a stray pipe would end the table early);
- every table row, split on unescaped `|` as GFM does, has exactly as many
  cells as the table's header (renderers silently pad or drop cells);
- every table has one body row per source line;
- no raw HTML, emphasis, links, images or strikethrough come out of the
  text: table cells, list items and headings render to plain text and code
  spans only.

If FILE.md.expected.json exists beside a file, it holds the exact texts the
cells must render to: {"commandCells": [...]} lists the cells of every column
headed "Command", in document order; "listItems" (optional) the text of every
bullet item; "headings" (optional) the text of every heading.

Prints one line per problem; exits 0 when all files pass, 1 otherwise, 2 on a
usage error. Needs markdown-it-py (python3 -m pip install markdown-it-py).
"""

import json
import pathlib
import sys

try:
    from markdown_it import MarkdownIt
except ImportError:
    sys.exit("check_markdown.py: the Python package 'markdown-it-py' is missing; "
             "install it with: python3 -m pip install markdown-it-py")

PLAIN_TOKENS = {"text", "code_inline"}


def split_row(line):
    """The cells of a GFM table row: split on `|` not escaped by a backslash,
    without the optional leading and trailing pipe."""
    cells = []
    current = ""
    index = 0
    text = line.strip()
    while index < len(text):
        character = text[index]
        if character == "\\" and index + 1 < len(text):
            current += text[index:index + 2]
            index += 2
            continue
        if character == "|":
            cells.append(current)
            current = ""
        else:
            current += character
        index += 1
    cells.append(current)
    if text.startswith("|"):
        cells = cells[1:]
    if text.endswith("|") and not text.endswith("\\|"):
        cells = cells[:-1]
    return cells


def inline_text(token, problems, where):
    """The rendered text of an inline token; reports markup that is not plain."""
    parts = []
    for child in token.children or []:
        if child.type in PLAIN_TOKENS:
            parts.append(child.content)
        elif child.type == "softbreak":
            problems.append(f"{where}: a line break inside the text")
            parts.append("\n")
        else:
            problems.append(f"{where}: unexpected markup '{child.type}' ({child.markup or child.content!r})")
            if child.content:
                parts.append(child.content)
    return "".join(parts)


def check(path):
    problems = []
    source = path.read_text(encoding="utf-8")
    lines = source.split("\n")
    if source.endswith("\n\n") or not source.endswith("\n"):
        problems.append(f"{path}: does not end with exactly one newline")
    if "\r" in source:
        problems.append(f"{path}: contains a carriage return")
    for number, line in enumerate(lines, 1):
        if line != line.rstrip():
            problems.append(f"{path}:{number}: trailing white space")

    markdown = MarkdownIt("commonmark").enable(["table", "strikethrough"])
    tokens = markdown.parse(source)

    table_lines = set()
    command_cells = []
    list_items = []
    headings = []
    consumed = set()  # inline tokens already read as a heading or list item
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token.type == "html_block":
            problems.append(f"{path}:{token.map[0] + 1}: raw HTML block")
        elif token.type == "table_open":
            start, end = token.map
            table_lines.update(range(start, end))
            header = split_row(lines[start])
            for offset in range(start, end):
                if offset == start + 1:
                    continue  # the delimiter row
                cells = split_row(lines[offset])
                if len(cells) != len(header):
                    problems.append(f"{path}:{offset + 1}: {len(cells)} cells, but the header has {len(header)}")
            # Walk the table's tokens: header names, then body rows.
            columns = []
            column = 0
            in_head = False
            body_rows = 0
            index += 1
            while tokens[index].type != "table_close":
                inner = tokens[index]
                if inner.type == "thead_open":
                    in_head = True
                elif inner.type == "thead_close":
                    in_head = False
                elif inner.type == "tr_open":
                    column = 0
                    if not in_head:
                        body_rows += 1
                elif inner.type == "inline":
                    where = f"{path}:{inner.map[0] + 1 if inner.map else start + 1}"
                    text = inline_text(inner, problems, where)
                    if in_head:
                        columns.append(text)
                    elif column < len(columns) and columns[column] == "Command":
                        command_cells.append(text)
                    column += 1
                index += 1
            if body_rows != end - start - 2:
                problems.append(f"{path}:{start + 1}: the table renders {body_rows} rows from {end - start - 2} lines")
        elif token.type == "heading_open":
            inline = tokens[index + 1]
            consumed.add(index + 1)
            headings.append(inline_text(inline, problems, f"{path}:{token.map[0] + 1}"))
        elif token.type == "list_item_open":
            # The item's paragraph: list_item_open, paragraph_open, inline.
            inline = tokens[index + 2] if index + 2 < len(tokens) else None
            if inline is not None and inline.type == "inline":
                consumed.add(index + 2)
                list_items.append(inline_text(inline, problems, f"{path}:{token.map[0] + 1}"))
            else:
                problems.append(f"{path}:{token.map[0] + 1}: a list item that is not one line of text")
        elif token.type == "inline" and index not in consumed:
            inline_text(token, problems, f"{path}:{token.map[0] + 1 if token.map else '?'}")
        index += 1

    for number, line in enumerate(lines):
        if line.startswith("|") and number not in table_lines:
            problems.append(f"{path}:{number + 1}: a table row outside any table")

    expected_path = path.with_name(path.name + ".expected.json")
    if expected_path.exists():
        expected = json.loads(expected_path.read_text(encoding="utf-8"))
        for name, actual in (("commandCells", command_cells), ("listItems", list_items), ("headings", headings)):
            if name not in expected:
                continue
            wanted = expected[name]
            if len(wanted) != len(actual):
                problems.append(f"{path}: {len(actual)} {name}, expected {len(wanted)}")
            for position, (got, want) in enumerate(zip(actual, wanted)):
                if got != want:
                    problems.append(f"{path}: {name}[{position}] renders as {got!r}, expected {want!r}")
    return problems


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    problems = []
    for argument in argv[1:]:
        path = pathlib.Path(argument)
        try:
            problems += check(path)
        except OSError as error:
            problems.append(f"{path}: cannot read: {error}")
    for problem in problems:
        print(problem)
    if not problems:
        print(f"check_markdown.py: {len(argv) - 1} file(s) pass")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
