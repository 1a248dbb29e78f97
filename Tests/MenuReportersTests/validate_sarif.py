#!/usr/bin/env python3
"""Validate SARIF logs against the official SARIF 2.1.0 JSON schema.

Usage: validate_sarif.py [--require-help] FILE.sarif [FILE.sarif ...]   ('-' reads standard input)

With --require-help, every rule must also carry a help URI and help as text
and Markdown, which code-scanning services show beside its results.

The schema (OASIS SARIF 2.1.0 errata01, draft-04) is Resources/sarif-schema-2.1.0.json
beside this script. Prints one line per problem and exits 1 if any file is invalid,
0 when all are valid. Needs the `jsonschema` package; the schema's "uri" and
"uri-reference" formats are checked only when `rfc3986-validator` (or `rfc3987`)
is installed too, and silently skipped otherwise.
"""

import json
import pathlib
import sys

import jsonschema

SCHEMA_PATH = pathlib.Path(__file__).resolve().parent / "Resources" / "sarif-schema-2.1.0.json"


def load(path):
    if path == "-":
        return json.load(sys.stdin)
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def missing_help(document):
    """The problems of rules without help, one line each."""
    problems = []
    for run_index, run in enumerate(document.get("runs", [])):
        for rule_index, rule in enumerate(run.get("tool", {}).get("driver", {}).get("rules", [])):
            location = f"runs/{run_index}/tool/driver/rules/{rule_index}"
            help_ = rule.get("help", {})
            for name, present in (("helpUri", "helpUri" in rule), ("help/text", "text" in help_), ("help/markdown", "markdown" in help_)):
                if not present:
                    problems.append(f"{location}: rule '{rule.get('id')}' has no {name}")
    return problems


def main(argv):
    require_help = "--require-help" in argv
    argv = [argument for argument in argv if argument != "--require-help"]
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(SCHEMA_PATH, encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft4Validator.check_schema(schema)
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    failed = False
    for path in argv[1:]:
        try:
            document = load(path)
        except (OSError, ValueError) as error:
            print(f"{path}: cannot read JSON: {error}")
            failed = True
            continue
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        for error in errors:
            location = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"{path}: {location}: {error.message}")
        problems = missing_help(document) if require_help else []
        for problem in problems:
            print(f"{path}: {problem}")
        if errors or problems:
            failed = True
        else:
            print(f"{path}: valid SARIF 2.1.0" + (", every rule with help" if require_help else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
