"""ja_JP's date wheels, stepped once, through ctypes: python3 examples/wheels.py (libdatepick.so.0 on the path)."""
import ctypes
import ctypes.util

lib = ctypes.CDLL(ctypes.util.find_library("datepick") or "libdatepick.so.0")
lib.dp_picker_new.restype = ctypes.c_void_p
lib.dp_picker_new.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]
lib.dp_picker_free.argtypes = [ctypes.c_void_p]
lib.dp_string_free.argtypes = [ctypes.c_void_p]
for name in ["dp_picker_wheel_count", "dp_picker_selected_row"]:
    getattr(lib, name).argtypes = [ctypes.c_void_p] + ([ctypes.c_int] if name != "dp_picker_wheel_count" else [])
lib.dp_picker_wheel_of_field.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
lib.dp_picker_step.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_void_p]
lib.dp_picker_step.restype = ctypes.c_bool
lib.dp_picker_wheel_title.restype = lib.dp_picker_row_label.restype = ctypes.c_char_p
lib.dp_picker_wheel_title.argtypes = [ctypes.c_void_p, ctypes.c_int]
lib.dp_picker_row_label.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
lib.dp_picker_value.restype = ctypes.c_void_p
lib.dp_picker_value.argtypes = [ctypes.c_void_p]

error = ctypes.c_void_p()
options = b'{"locale": "ja_JP", "date": "2026-11-30", "timeZone": "Asia/Tokyo"}'
picker = lib.dp_picker_new(options, ctypes.byref(error))
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
