"""What the GTK tests share: running GTK's main loop until something holds, a widget's children, a date button's
popover made, and another program's window driven through the X server (xdotool, and the window manager's close
message)."""
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


def popover_made(button):
    """A date button's popover, made as its first opening makes it (then closed again): its calendar and wheels exist
    from then on, as they do once a person has opened it. A button in no window is shown in one for the opening."""
    from gi.repository import Gtk
    window = None
    if button.get_root() is None:
        window = Gtk.Window(child=button)
        window.present()
        spin(lambda: button.get_mapped())
    button.popup()
    popover = next(child for child in children_of(button) if isinstance(child, Gtk.Popover))
    spin(lambda: popover.get_mapped())
    button.popdown()
    spin(lambda: not popover.get_visible())
    if window is not None:
        window.set_child(None)
        window.destroy()
    return popover


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


class Dialog:
    """datepick-gtk (`program`) running: its window found once it is mapped and has the keyboard focus."""

    def __init__(self, program, arguments, environment=None):
        self.program, self.arguments, self.environment = program, arguments, environment
        self.start()

    def start(self):
        self.process = subprocess.Popen([self.program, *self.arguments], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        stdin=subprocess.DEVNULL, text=True, env=self.environment)

    def window(self):
        found = until(lambda: xdotool("search", "--onlyvisible", "--pid", str(self.process.pid)).stdout.split()
                      or self.process.poll() is not None)
        if found is True or not found:
            _, _, err = self.finish()
            raise AssertionError("datepick-gtk showed no window: " + err)
        window = found[-1]
        # There is no window manager to give the new window the keyboard: it is given here, as a click would. (The
        # server outlives each program, -noreset: the focus a program that ended held is nowhere now.) With the
        # focus, its first wheel inside has GTK's: keys typed now reach it.
        xdotool("windowfocus", window)
        until(lambda: xdotool("getwindowfocus").stdout.strip() == window)
        time.sleep(0.2)
        return window

    def keys(self, *names):
        self.window()
        xdotool("key", "--delay", "40", *names)
        return self.finish()

    def windows(self):
        return xdotool("search", "--onlyvisible", "--pid", str(self.process.pid)).stdout.split()

    def finish(self, seconds=15):
        try:
            out, err = self.process.communicate(timeout=seconds)
        except subprocess.TimeoutExpired:
            self.process.kill()
            out, err = self.process.communicate()
        return self.process.returncode, out, err
