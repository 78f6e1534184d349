"""What the GTK tests share: running GTK's main loop until something holds, and a widget's children."""
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
