// ja_JP's date wheels in a window, the month stepped once as wheels.py steps it, each change printed: the wheels'
// labels and the value. gjs -m wheels.js   (--quit: quit after the step)
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import Datepick from 'gi://Datepick?version=1';
import system from 'system';

const quit = ARGV.includes('--quit');
const app = new Gtk.Application({application_id: 'org.example.Wheels', flags: Gio.ApplicationFlags.NON_UNIQUE});
app.connect('activate', () => {
    const picker = new Datepick.WheelPicker({locale: 'ja_JP', time_zone: 'Asia/Tokyo'});
    picker.date_time = GLib.DateTime.new_from_iso8601('2026-11-30T00:00:00+09:00', null);
    picker.connect('notify::date-time', () => {
        print(`${picker.get_selected_values().join(' ')}\n${picker.get_value()}`);
    });
    new Gtk.ApplicationWindow({application: app, title: 'ja_JP', child: picker}).present();
    picker.step(1, 1);  // ja_JP's wheels: year, month, day; the month one row down
    if (quit)
        app.quit();
});
system.exit(app.run([system.programInvocationName]));
