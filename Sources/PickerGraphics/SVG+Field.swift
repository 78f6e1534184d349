import CalendarEngine
import PickerModels

extension SVG {
    /// The typed field: its segments on one rounded line, literals as written, empty segments' placeholders
    /// dimmed and the focused segment on a tinted box. The segments go left to right in the field's screen
    /// order (``PickerModels/DateFieldState/screenOrder``: the bidi algorithm's, not a mirror), each drawn in the
    /// direction it resolves to.
    public static func field(_ field: DateFieldState) -> String {
        let rtl = field.picker.profile.direction == .rtl
        let segments = field.segments
        var x = 16.0
        var body = ""
        for index in field.screenOrder {
            let segment = segments[index]
            let w = width(segment.text) + (segment.isEditable ? 6 : 0)
            if index == field.focus {
                body +=
                    "<rect x=\"\(number(x))\" y=\"14\" width=\"\(number(w))\" height=\"28\" rx=\"5\" fill=\"#007aff\" fill-opacity=\"0.2\"/>\n"
            }
            body += text(
                segment.text, x: x + w / 2, y: 34, fill: segment.isEditable ? "#1c1c1e" : "#8e8e93",
                opacity: segment.isPlaceholder ? 0.5 : 1,
                direction: field.isRightToLeft(at: index) ? "rtl" : (rtl ? "ltr" : nil))
            x += w
        }
        let frame =
            "<rect x=\"8\" y=\"8\" width=\"\(number(x))\" height=\"40\" rx=\"8\" fill=\"none\" stroke=\"#c7c7cc\"/>\n"
        return document(
            width: x + 16, height: 56, rtl: rtl,
            title: "date field, \(field.picker.profile.id): \(field.text)", body: frame + body)
    }
}
