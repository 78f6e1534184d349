"""Datepick's wheels in the theme's colours and at the screen's scale: light and dark (GTK's own theme, and
libadwaita's when the app uses it), an app's CSS for the selection bar, a font change, and GDK_SCALE=2; a
calendar's range band in the theme's selection colour, mirrored right to left. The
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


class RangeBandTests(unittest.TestCase):
    """A calendar's range as GTK draws it (snapshot.c's range style: 2026-11-30 to 2026-12-04, Monday to Friday of
    its first week): a tint of the theme's selection colour across the days of the range and the gaps between them,
    and nowhere else in the week, with a cap in the full colour on its first and last days; the band goes on from the
    first day's cap toward the last, to the right in en_US, to the left in he_IL (mirrored); light and dark, GTK's
    theme and libadwaita's."""

    def draw(self, locale, *options):
        if not SNAPSHOT:
            self.skipTest("DATEPICK_SNAPSHOT names no snapshot program (tools/test-gtk sets it)")
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "range.png")
            run = subprocess.run([SNAPSHOT, *options, path, locale, "date", "UTC", "2026-11-30T14:05:00", "range"],
                                 capture_output=True, text=True, timeout=60)
            if "built without libadwaita" in run.stderr:
                self.skipTest("snapshot was built without libadwaita (apt-get install libadwaita-1-dev)")
            self.assertEqual(run.returncode, 0, run.stderr)
            pixbuf = GdkPixbuf.Pixbuf.new_from_file(path)
        facts = json.loads(run.stdout)
        pixels, stride, channels = pixbuf.get_pixels(), pixbuf.get_rowstride(), pixbuf.get_n_channels()

        def rgb(x, y):
            at = int(y) * stride + int(x) * channels
            return tuple(pixels[at:at + 3])
        return facts, rgb

    @staticmethod
    def tint(colour):
        """How much bluer than red a colour is: the selection's blue (Adwaita's #3584e4, 0.3 of it over a light or
        a dark background for the band) against the grey and white of the rest."""
        r, _, b = colour
        return b - r

    def check(self, locale, right_to_left, *options):
        facts, rgb = self.draw(locale, *options)
        self.assertEqual(facts["right_to_left"], right_to_left)
        week = facts["cells"]
        self.assertEqual(len(week), 7)
        self.assertEqual([cell["range"] for cell in week], [False, True, True, True, True, True, False])
        self.assertTrue(week[1]["start"] and week[5]["end"])
        on_screen = sorted(week, key=lambda cell: cell["bounds"][0])
        self.assertEqual(on_screen[0] is week[6], right_to_left, "right to left, the week's last day is leftmost")
        for left, right in zip(on_screen, on_screen[1:]):
            lx, ly, lw, lh = left["bounds"]
            colour = rgb((lx + lw + right["bounds"][0]) / 2, ly + lh / 2)
            inside = left["range"] and right["range"]
            if inside:
                self.assertGreater(self.tint(colour), 30, f"the band crosses the gap between two of its days: {colour}")
            else:
                self.assertLess(self.tint(colour), 10, f"no band outside the range: {colour}")
        for cell in (week[1], week[5]):
            x, y, w, h = cell["bounds"]
            self.assertGreater(self.tint(rgb(x + w / 2, y + h / 2 + min(w, h) * 0.4)), 100, "a cap in the full colour")
        # The first day's cap: round on its outer side (the corner is the background), the band on its inner side.
        x, y, w, h = week[1]["bounds"]
        left_corner, right_corner = rgb(x + 2, y + 3), rgb(x + w - 3, y + 3)
        outer, inner = (right_corner, left_corner) if right_to_left else (left_corner, right_corner)
        self.assertLess(self.tint(outer), 10, f"nothing beyond the first day's cap: {outer}")
        self.assertGreater(self.tint(inner), 30, f"the band goes on toward the last day: {inner}")

    def test_the_band_light_and_dark(self):
        for locale, right_to_left in (("en_US", False), ("he_IL", True)):
            for options in ((), ("--dark",)):
                with self.subTest(locale=locale, options=options):
                    self.check(locale, right_to_left, *options)

    def test_the_band_in_libadwaitas_style(self):
        for options in (("--adwaita",), ("--adwaita", "--dark")):
            with self.subTest(options=options):
                self.check("he_IL", True, *options)


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
