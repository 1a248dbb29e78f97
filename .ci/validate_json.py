#!/usr/bin/env python3
"""Validate menuc JSON output against Grammar/menu.schema.json (or another
of Grammar's schemas, such as diff.schema.json for `menuc diff --format json`).

Usage: validate_json.py [--schema NAME] FILE_OR_DIR [FILE_OR_DIR ...]

A directory stands for every *.json file below it. The schema (JSON Schema
draft 2020-12) is checked first, then each file; every problem is printed as
`FILE: JSON-PATH: message`. Exits 0 when every file is valid, 1 when any is
invalid or unreadable, 2 on a usage error. Needs the `jsonschema` package
(python3 -m pip install jsonschema).
"""

import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("validate_json.py: the Python package 'jsonschema' is missing; "
             "install it with: python3 -m pip install jsonschema")

GRAMMAR = pathlib.Path(__file__).resolve().parent.parent / "Grammar"


def registry():
    """Every schema of Grammar by its $id, so that one may refer to another
    (diff.schema.json uses menu.schema.json's shortcut)."""
    from referencing import Registry, Resource
    resources = []
    for path in sorted(GRAMMAR.glob("*.schema.json")):
        with open(path, encoding="utf-8") as handle:
            schema = json.load(handle)
        resources.append((schema["$id"], Resource.from_contents(schema)))
    return Registry().with_resources(resources)


def json_path(error):
    """`$.menus[0].entries[2]` for an error's location in the instance."""
    path = "$"
    for part in error.absolute_path:
        path += f"[{part}]" if isinstance(part, int) else f".{part}"
    return path


def files(arguments):
    for argument in arguments:
        path = pathlib.Path(argument)
        if path.is_dir():
            yield from sorted(path.rglob("*.json"))
        else:
            yield path


def main(argv):
    arguments = argv[1:]
    schema_name = "menu.schema.json"
    if arguments[:1] == ["--schema"] and len(arguments) >= 2:
        schema_name, arguments = arguments[1], arguments[2:]
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(GRAMMAR / schema_name, encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(
        schema, registry=registry(), format_checker=jsonschema.FormatChecker())

    failed = False
    checked = 0
    for path in files(arguments):
        checked += 1
        try:
            with open(path, encoding="utf-8") as handle:
                document = json.load(handle)
        except (OSError, ValueError) as error:
            print(f"{path}: cannot read JSON: {error}")
            failed = True
            continue
        errors = sorted(validator.iter_errors(document), key=lambda error: list(map(str, error.absolute_path)))
        for error in errors:
            print(f"{path}: {json_path(error)}: {error.message}")
        failed = failed or bool(errors)
    if checked == 0:
        print("validate_json.py: no JSON files found")
        return 1
    if not failed:
        print(f"validate_json.py: {checked} file(s) valid")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
