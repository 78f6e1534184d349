// ja_JP's date wheels in a window, the month stepped once as wheels.py steps it, each change printed: the wheels'
// labels and the value. valac --pkg datepick-gtk4 wheels.vala && ./wheels   (--quit: quit after the step)
int main (string[] args) {
    var quit = "--quit" in args;
    var app = new Gtk.Application ("org.example.Wheels", ApplicationFlags.NON_UNIQUE);
    app.activate.connect (() => {
        var picker = new Datepick.WheelPicker () { locale = "ja_JP", time_zone = "Asia/Tokyo" };
        picker.date_time = new DateTime.from_iso8601 ("2026-11-30T00:00:00+09:00", null);
        picker.notify["date-time"].connect (() => {
            print ("%s\n%s\n", string.joinv (" ", picker.get_selected_values ()), picker.get_value ());
        });
        new Gtk.ApplicationWindow (app) { title = "ja_JP", child = picker }.present ();
        picker.step (1, 1);   // ja_JP's wheels: year, month, day; the month one row down
        if (quit) {
            app.quit ();
        }
    });
    return app.run ({ args[0] });
}
