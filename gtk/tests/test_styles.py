"""Datepick's wheels in the theme's colours and at the screen's scale: light and dark (GTK's own theme, and
libadwaita's when the app uses it), an app's CSS for the selection bar, a font change, and GDK_SCALE=2. The
pictures are gtk/tests/snapshot.c's (a C app with a picker of values, drawn by GTK's renderer; libadwaita and the
scale hold for a whole process), whose pixels the checks read. Run by tools/test-gtk under Xvfb with
G_DEBUG=fatal-warnings."""
import json
import os
import subprocess
import tempfile
import unittest

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Datepick", "1")
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import Datepick, GdkPixbuf, Gtk  # noqa: E402
from support import spin  # noqa: E402

VALUES = '[{"values": ["10", "20", "30", "40", "50"], "selected": 2, "unit": "kg"}, {"values": ["S", "M", "L"]}]'
SNAPSHOT = os.environ.get("DATEPICK_SNAPSHOT", "")


class Snapshot:
    """What gtk/tests/snapshot.c drew of a values picker (a PNG in device pixels) and where the picker and its
    selection bar are in it (logical pixels)."""

    def __init__(self, test, *options, environment=None):
        if not SNAPSHOT:
            test.skipTest("DATEPICK_SNAPSHOT names no snapshot program (tools/test-gtk sets it)")
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "picker.png")
            run = subprocess.run([SNAPSHOT, *options, path, "--values", VALUES], capture_output=True, text=True,
                                 timeout=60, env={**os.environ, **(environment or {})})
            if "built without libadwaita" in run.stderr:
                test.skipTest("snapshot was built without libadwaita (apt-get install libadwaita-1-dev)")
            test.assertEqual(run.returncode, 0, run.stderr)
            self.pixbuf = GdkPixbuf.Pixbuf.new_from_file(path)
        self.facts = json.loads(run.stdout)
        self.scale = self.facts["scale"]
        self.pixels = self.pixbuf.get_pixels()

    def rgb(self, x, y):
        """The colour at a point of the window, in logical pixels."""
        px, py = int(x * self.scale), int(y * self.scale)
        at = py * self.pixbuf.get_rowstride() + px * self.pixbuf.get_n_channels()
        return tuple(self.pixels[at:at + 3])

    def luminance(self, x, y):
        r, g, b = self.rgb(x, y)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    def bar(self):
        """The bar's colour at its leading edge (where no text is drawn) and the background's just above it, and
        the extremes of the selected rows' ink, as luminance; the bar's colour."""
        x, top, width, height = self.facts["bar"]
        inks = [self.luminance(column, top + row) for column in range(int(x), int(x + width), 2)
                for row in range(1, int(height) - 1)]
        return {"bar": self.luminance(x + 3, top + height / 2), "background": self.luminance(x + 3, top - 3),
                "darkest": min(inks), "lightest": max(inks), "bar_rgb": self.rgb(x + 3, top + height / 2)}


def picker_in_window():
    picker = Datepick.WheelPicker.new_for_values(VALUES)
    window = Gtk.Window()
    window.set_child(picker)
    window.present()
    assert spin(lambda: picker.get_width() > 0), "the window is up"
    return window, picker


class ThemeTests(unittest.TestCase):
    def check_light_and_dark(self, light, dark):
        self.assertGreater(light["background"], 128, "the light style's background is light")
        self.assertLess(dark["background"], 128, "the dark style's background is dark")
        self.assertLess(light["bar"], light["background"] - 5, "the bar darkens a light background")
        self.assertGreater(dark["bar"], dark["background"] + 5, "and lightens a dark one")
        self.assertLess(light["darkest"], light["background"] - 100, "dark text on light")
        self.assertGreater(dark["lightest"], dark["background"] + 100, "light text on dark")

    def test_gtk_light_and_dark(self):
        self.check_light_and_dark(Snapshot(self).bar(), Snapshot(self, "--dark").bar())

    def test_libadwaita_light_and_dark(self):
        self.check_light_and_dark(Snapshot(self, "--adwaita").bar(), Snapshot(self, "--adwaita", "--dark").bar())

    def test_each_wheel_reads_its_selected_value(self):
        facts = Snapshot(self).facts
        self.assertEqual(facts["wheels"], 2)
        self.assertTrue(facts["accessible"], "each wheel's accessible value text is its selected label")
        self.assertTrue(facts["named"], "a wheel without a title is named by its unit, or not at all")

    def test_an_apps_css_styles_the_bar(self):
        css = "datepick-wheel-picker > selection { background-color: rgb(200, 0, 0); }"
        r, g, b = Snapshot(self, "--css", css).bar()["bar_rgb"]
        self.assertGreater(r, 180)
        self.assertLess(g + b, 20)

    def test_a_larger_font_makes_larger_rows(self):
        settings = Gtk.Settings.get_default()
        before = settings.props.gtk_font_name
        window, picker = picker_in_window()
        try:
            settings.props.gtk_font_name = "Sans 10"
            spin(lambda: False, 0.2)
            small = picker.measure(Gtk.Orientation.VERTICAL, -1).natural
            settings.props.gtk_font_name = "Sans 20"
            spin(lambda: False, 0.2)
            large = picker.measure(Gtk.Orientation.VERTICAL, -1).natural
            self.assertGreater(large, small * 1.6, "the row height is measured again in the new font")
        finally:
            settings.props.gtk_font_name = before
            window.destroy()


class ScaleTests(unittest.TestCase):
    def test_twice_the_pixels_at_scale_2_in_the_same_layout(self):
        one, two = Snapshot(self, environment={"GDK_SCALE": "1"}), Snapshot(self, environment={"GDK_SCALE": "2"})
        self.assertEqual((one.scale, two.scale), (1, 2))
        self.assertEqual(one.facts["picker"], two.facts["picker"], "the layout is in logical pixels, whatever the scale")
        self.assertEqual(one.facts["bar"], two.facts["bar"])
        self.assertEqual((two.pixbuf.get_width(), two.pixbuf.get_height()),
                         (2 * one.pixbuf.get_width(), 2 * one.pixbuf.get_height()))
        bar_one, bar_two = one.bar(), two.bar()
        self.assertAlmostEqual(bar_one["bar"], bar_two["bar"], delta=3, msg="the bar where it is at scale 1")
        self.assertAlmostEqual(bar_one["background"], bar_two["background"], delta=3)
        self.assertLess(bar_two["darkest"], bar_two["background"] - 100, "the text drawn at scale 2")


if __name__ == "__main__":
    Gtk.init()
    unittest.main(verbosity=2)
