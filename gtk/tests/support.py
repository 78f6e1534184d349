"""What the GTK tests share: running GTK's main loop until something holds, a widget's children, and another
program's window driven through the X server (xdotool, and the window manager's close message)."""
import ctypes
import subprocess
import time

from gi.repository import GLib


def spin(until, seconds=5):
    """Runs GTK's main loop until `until()` holds or the time is up; returns whether it held."""
    context = GLib.MainContext.default()
    deadline = GLib.get_monotonic_time() + seconds * 1000 * 1000
    while not until() and GLib.get_monotonic_time() < deadline:
        context.iteration(False)
    return until()


def children_of(widget):
    """A widget's children, first to last (a picker's wheels, leading to trailing, then its selection bar)."""
    children = []
    child = widget.get_first_child()
    while child is not None:
        children.append(child)
        child = child.get_next_sibling()
    return children


def xdotool(*arguments):
    return subprocess.run(["xdotool", *arguments], capture_output=True, text=True)


def until(condition, seconds=15):
    """Waits (not running GTK's loop: for another process) until `condition()` is true; returns its last value."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    return condition()


def close_window(window):
    """Asks a window to close as a window manager's close button does: the WM_DELETE_WINDOW message of ICCCM,
    sent through Xlib."""
    class ClientMessage(ctypes.Structure):
        _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                    ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                    ("format", ctypes.c_int), ("data", ctypes.c_long * 5), ("pad", ctypes.c_long * 16)]
    xlib = ctypes.CDLL("libX11.so.6")
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XInternAtom.restype = ctypes.c_ulong
    xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    xlib.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
    xlib.XFlush.argtypes = xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = xlib.XOpenDisplay(None)
    event = ClientMessage(type=33, display=display, window=int(window),  # ClientMessage
                          message_type=xlib.XInternAtom(display, b"WM_PROTOCOLS", 0), format=32)
    event.data[0] = xlib.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
    xlib.XSendEvent(display, int(window), 0, 0, ctypes.byref(event))
    xlib.XFlush(display)
    xlib.XCloseDisplay(display)
