"""ja_JP's date wheels, the month stepped once, through ctypes: python3 wheels.py (libdatepick installed)."""
import ctypes
import ctypes.util

lib = ctypes.CDLL(ctypes.util.find_library("datepick") or "libdatepick.so.0")
P, S, I = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int
for name, result, arguments in [
    ("dp_picker_new", P, [S, ctypes.POINTER(P)]), ("dp_picker_free", None, [P]), ("dp_string_free", None, [P]),
    ("dp_picker_wheel_of_field", I, [P, S]), ("dp_picker_step", ctypes.c_bool, [P, I, I, P]),
    ("dp_picker_wheel_count", I, [P]), ("dp_picker_selected_row", I, [P, I]),
    ("dp_picker_wheel_title", S, [P, I]), ("dp_picker_row_label", S, [P, I, I]), ("dp_picker_value", P, [P]),
]:
    function = getattr(lib, name)
    function.restype, function.argtypes = result, arguments

error = P()
picker = lib.dp_picker_new(b'{"locale": "ja_JP", "date": "2026-11-30", "timeZone": "Asia/Tokyo"}', ctypes.byref(error))
if not picker:
    raise SystemExit(ctypes.string_at(error.value).decode())
lib.dp_picker_step(picker, lib.dp_picker_wheel_of_field(picker, b"month"), 1, None)
for wheel in range(lib.dp_picker_wheel_count(picker)):
    label = lib.dp_picker_row_label(picker, wheel, lib.dp_picker_selected_row(picker, wheel))
    print(lib.dp_picker_wheel_title(picker, wheel).decode(), label.decode())
value = lib.dp_picker_value(picker)
print(ctypes.string_at(value).decode())
lib.dp_string_free(value)
lib.dp_picker_free(picker)
