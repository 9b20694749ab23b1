#!/usr/bin/env python3
"""Fails when a public symbol declared in the given symbol graphs has no documentation
comment, or a function or initializer with several parameters does not document each of
them in a `- Parameters:` list (one parameter may be described in the abstract).

Usage: check-doc-coverage.py <module>.symbols.json [<module>@<other>.symbols.json ...]
Symbols without a source location (synthesized conformances, inherited defaults) are not the
module's own and are skipped."""
import json
import re
import sys

problems = []
checked = 0
for path in sys.argv[1:]:
    graph = json.load(open(path))
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open") or "location" not in symbol:
            continue
        checked += 1
        name = ".".join(symbol["pathComponents"])
        where = "%s:%s" % (symbol["location"]["uri"].split("/Sources/")[-1],
                           symbol["location"].get("position", {}).get("line", 0) + 1)
        lines = [line["text"] for line in symbol.get("docComment", {}).get("lines", [])]
        text = "\n".join(lines)
        if not text.strip():
            problems.append("%s: %s has no documentation comment" % (where, name))
            continue
        parameters = symbol.get("functionSignature", {}).get("parameters", [])
        if len(parameters) > 1:
            # One parameter may be described in the abstract; several need a Parameters list.
            for parameter in parameters:
                label = parameter.get("internalName") or parameter["name"]
                if not re.search(r"^\s*-\s*(Parameter\s+)?%s\s*:" % re.escape(label), text, re.M):
                    problems.append("%s: %s does not document its parameter `%s`" % (where, name, label))

for problem in problems:
    print(problem)
print("%d public symbols checked, %d problems" % (checked, len(problems)))
sys.exit(1 if problems else 0)
