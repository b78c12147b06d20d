#!/usr/bin/env python3
"""Every public symbol of a documented module is listed by topic on its DocC catalog's landing page.

`make docs` runs it after building the archives, on the symbol graphs it extracted
(`.build/docs/MODULE-symbols/`): each public top-level symbol of MODULE, and each public member MODULE adds
to another module's type (`RIBs/Routing/pushChild(_:on:animated:)`, `OpenCombine/Publisher/fork(_:)`), must
appear as a symbol link under `## Topics` in its catalog's landing page, `MODULE.docc/MODULE.md`. Members of
MODULE's own types are left to their type's page. Prints each symbol without a topic and exits 1 when there is
one.

    Scripts/docc-topics.py Modules/RIBs/RIBs.docc App/ShellKit/ShellKit.docc ...
"""

import glob
import json
import os
import re
import sys


def listed_links(page):
    """The symbol links under the page's `## Topics`, as written (``Name``, ``Module/Type/member``)."""
    topics = page.split("\n## Topics", 1)[1] if "\n## Topics" in page else ""
    return set(re.findall(r"``([^`]+)``", topics))


def unlisted(catalog, root):
    """The public symbols of the module whose catalog is `catalog` that its landing page lists under no topic."""
    module = os.path.basename(catalog.rstrip("/"))[: -len(".docc")]
    landing = os.path.join(catalog, f"{module}.md")
    page = open(os.path.join(root, landing)).read()
    links = listed_links(page)
    missing = []
    graphs = sorted(glob.glob(os.path.join(root, ".build", "docs", f"{module}-symbols", "*.symbols.json")))
    if not graphs:
        return [f"no symbol graph for {module} in .build/docs (run make docs)"]
    for graph in graphs:
        extended = os.path.basename(graph)[: -len(".symbols.json")].partition("@")[2]
        for symbol in json.load(open(graph))["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            kind = symbol["kind"]["identifier"]
            path = "/".join(symbol["pathComponents"])
            if kind.endswith(".extension"):
                continue
            # A module's own top-level symbols; the members it adds to another module's types.
            if (not extended and len(symbol["pathComponents"]) != 1) or (
                extended and len(symbol["pathComponents"]) != 2
            ):
                continue
            accepted = {path, f"{module}/{path}"} | ({f"{extended}/{path}"} if extended else set())
            if not links & accepted:
                missing.append(f"{module}: {path} ({kind}) has no topic in {landing}")
    return missing


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    catalogs = sys.argv[1:]
    problems = [line for catalog in catalogs for line in unlisted(catalog, root)]
    for line in problems:
        print(line)
    if problems:
        print("list each under a `### ...` topic of the landing page's `## Topics` (``Name`` links)")
        return 1
    modules = [os.path.basename(catalog.rstrip("/"))[: -len(".docc")] for catalog in catalogs]
    print(f"every public symbol of {', '.join(modules)} has a topic")
    return 0


if __name__ == "__main__":
    sys.exit(main())
