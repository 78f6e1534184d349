"""The shape of Datepick for GTK 4's library, read from its sources and its binary (no display needed):
- it exports exactly the functions its public headers declare (`nm -D`), as libadwaita does;
- no source file calls into a file that calls back into it (a child widget reports by signal, as GtkSpinButton's
  GtkAdjustment does, and never calls its parent);
- every public function that takes an instance checks it with g_return_if_fail or g_return_val_if_fail first;
- every public function, property and signal has a gtk-doc comment with `Since:`.
Usage: check_api.py LIBRARY (the built libdatepick-gtk4.so.0). Prints what is wrong and exits 1, else one line."""
import re
import subprocess
import sys
from pathlib import Path

GTK = Path(__file__).resolve().parent.parent
PUBLIC_HEADERS = ["datepick-mode.h", "datepick-wheel-picker.h", "datepick-calendar.h", "datepick-date-button.h",
                  "datepick-date-field.h"]
DECLARED = re.compile(r"\b(datepick_[a-z0-9_]+)\s*\(")
DEFINED = re.compile(r"^[A-Za-z_][\w \*]*?\b(datepick_[a-z0-9_]+)\(([^)]*)\)\s*\{", re.MULTILINE)


def public_api():
    names = set()
    for header in PUBLIC_HEADERS:
        text = (GTK / header).read_text()
        for match in re.finditer(r"G_DECLARE_FINAL_TYPE\(\w+, (\w+),", text):
            names.add(match.group(1) + "_get_type")
        for line in text.splitlines():
            if line.startswith("#"):
                continue
            names.update(DECLARED.findall(line))
    return names


def exported(library):
    listing = subprocess.run(["nm", "-D", "--defined-only", library], capture_output=True, text=True, check=True)
    return {fields[2].split("@")[0] for fields in (line.split() for line in listing.stdout.splitlines())
            if len(fields) == 3 and fields[1].isupper()}


def sources():
    return {path.name: path.read_text() for path in sorted(GTK.glob("*.c"))}


def call_cycles(files):
    """Pairs of files that call into each other, by the non-static functions each defines."""
    owner = {}
    for name, text in files.items():
        for match in DEFINED.finditer(text):
            if not text[:match.start()].rstrip().endswith("static") and not match.group(0).startswith("static"):
                owner[match.group(1)] = name
    calls = {name: {owner[called] for called in DECLARED.findall(text) if owner.get(called) not in (None, name)}
             for name, text in files.items()}
    return sorted({tuple(sorted((a, b))) for a in calls for b in calls[a] if a in calls.get(b, ())})


def unguarded(files, api):
    """Public functions that take an instance but do not check it first."""
    missing = []
    for name, text in files.items():
        for match in DEFINED.finditer(text):
            function, parameters = match.group(1), match.group(2)
            if function not in api or not re.match(r"\s*Datepick\w+ \*self", parameters):
                continue
            body = text[match.end():match.end() + 400].lstrip()
            if not body.startswith(("g_return_val_if_fail(", "g_return_if_fail(")):
                missing.append(f"{name}: {function}")
    return missing


def undocumented(files, api):
    """Public functions, properties and signals without a gtk-doc comment that says `Since:`."""
    comments = {}
    for text in files.values():
        for block in re.findall(r"/\*\*\n(.*?)\*/", text, re.DOTALL):
            first = block.strip().splitlines()[0].strip(" *").rstrip(":")
            comments[first] = block
    missing = [f"{function}()" for function in sorted(api)
               if not function.endswith("_get_type") and "Since:" not in comments.get(function, "")]
    for name, text in files.items():
        klass = {"datepick-wheel-picker.c": "DatepickWheelPicker", "datepick-calendar.c": "DatepickCalendar",
                 "datepick-date-button.c": "DatepickDateButton", "datepick-date-field.c": "DatepickDateField"}.get(name)
        if not klass:
            continue
        installed = set(re.findall(r"properties\[PROP_\w+\] =\s*(?:g_param_spec_\w+\(\s*\"([a-z-]+)\"|"
                                   r"datepick_options_param_spec\(DATEPICK_OPTION_(\w+)\))", text))
        for literal, option in installed:
            property_name = literal or option.lower().replace("_", "-")
            if "Since:" not in comments.get(f"{klass}:{property_name}", ""):
                missing.append(f"{klass}:{property_name}")
        for signal in re.findall(r"g_signal_new\(\"([a-z-]+)\"", text):
            if "Since:" not in comments.get(f"{klass}::{signal}", ""):
                missing.append(f"{klass}::{signal}")
    return missing


def main():
    library = sys.argv[1]
    api, files = public_api(), sources()
    problems = []
    exports = exported(library)
    if exports != api:
        problems.append(f"exported but not API: {sorted(exports - api)}; API not exported: {sorted(api - exports)}")
    problems += [f"{a} and {b} call into each other" for a, b in call_cycles(files)]
    problems += [f"no instance check first in {where}" for where in unguarded(files, api)]
    problems += [f"no doc comment with Since: for {what}" for what in undocumented(files, api)]
    for problem in problems:
        print(f"check_api: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check_api: {len(api)} functions exported, each the API's; no call cycles; guards and Since: on each")


if __name__ == "__main__":
    main()
