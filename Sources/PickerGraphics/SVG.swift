import CalendarEngine
import PickerModels
import TextWidth

/// Clean SVG drawings of a picker as a person would see it: the wheels with the translucent selection bar and
/// the unit labels in it, the month grid, the compact buttons. Right-to-left locales are mirrored. Text is
/// measured by terminal display width (wide CJK characters count twice), which is close enough for layout.
public enum SVG {
    static let font = "system-ui, -apple-system, 'Noto Sans', 'Noto Sans CJK JP', 'Noto Sans Arabic', sans-serif"
    static let fontSize = 17.0
    static let rowHeight = 34.0

    /// Escapes text for XML.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }

    static func width(_ text: String, size: Double = fontSize) -> Double { Double(displayWidth(text)) * size * 0.56 }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : fixed(value, places: 1)
    }

    /// A number with a fixed count of decimals (`fixed(0.5, places: 2)` → `0.50`), as `%.Nf` writes it but
    /// rounding halves away from zero; enough for coordinates and opacities.
    static func fixed(_ value: Double, places: Int) -> String {
        guard value.magnitude < 1e12 else { return value.isNaN ? "0" : String(value) }
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value.magnitude * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        return (value < 0 && scaled != 0 ? "-" : "") + String(scaled / scale) + "."
            + String(repeating: "0", count: places - fraction.count) + fraction
    }

    static func document(width: Double, height: Double, rtl: Bool, title: String, body: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
        viewBox="0 0 \(number(width)) \(number(height))" direction="\(rtl ? "rtl" : "ltr")" \
        font-family="\(escaped(font))" font-size="\(number(fontSize))">
        <title>\(escaped(title))</title>
        <rect width="100%" height="100%" rx="14" fill="#ffffff"/>
        \(body)</svg>

        """
    }

    static func text(
        _ content: String, x: Double, y: Double, anchor: String = "middle", fill: String = "#1c1c1e",
        opacity: Double = 1, size: Double? = nil, weight: String? = nil, direction: String? = nil
    ) -> String {
        var attributes = "x=\"\(number(x))\" y=\"\(number(y))\" text-anchor=\"\(anchor)\" fill=\"\(fill)\""
        if let direction { attributes += " direction=\"\(direction)\"" }
        if opacity < 1 {
            attributes += " opacity=\"\(number(opacity * 100) == "100" ? "1" : fixed(opacity, places: 2))\""
        }
        if let size { attributes += " font-size=\"\(number(size))\"" }
        if let weight { attributes += " font-weight=\"\(weight)\"" }
        return "<text \(attributes)>\(escaped(content))</text>\n"
    }

    // MARK: Wheels

    /// The wheels of a picker: three rows above and below the selection, fading; the selection bar across all
    /// wheels with each unit label beside its value; disabled rows grey.
    public static func wheels(_ picker: any PickerModel, radius: Int = 3) -> String {
        let wheels = wheelsBody(picker, components: Array(picker.wheels.indices), radius: radius)
        let title = "\(picker.mode.rawValue) picker, \(picker.profile.id): \(picker.isoString)"
        return document(
            width: wheels.width, height: wheels.height, rtl: picker.profile.direction == .rtl,
            title: title, body: wheels.body)
    }

    /// The drawing of some of a picker's wheels (indices into its components, in reading order), and its size.
    static func wheelsBody(_ picker: any PickerModel, components indices: [Int], radius: Int)
        -> (body: String, width: Double, height: Double)
    {
        let rtl = picker.profile.direction == .rtl
        let components = indices.map { picker.wheels[$0].component }
        struct Column { var cells: [(String, Bool)?]; var unit: String?; var width: Double }
        var columns = components.map { component -> Column in
            let cells: [(String, Bool)?] = component.window(radius: radius).map { row in
                row.map { ($0.label, $0.isEnabled) }
            }
            let unit = component.unitLabel
            let widest = cells.compactMap { $0.map { width($0.0) } }.max() ?? 0
            return Column(cells: cells, unit: unit, width: widest + (unit.map { width($0) + 8 } ?? 0) + 28)
        }
        if rtl { columns.reverse() }
        let height = rowHeight * Double(2 * radius + 1) + 24
        let totalWidth = columns.reduce(24) { $0 + $1.width }
        let barY = 12 + rowHeight * Double(radius)
        var body =
            "<rect x=\"8\" y=\"\(number(barY))\" width=\"\(number(totalWidth - 16))\" height=\"\(number(rowHeight))\" "
            + "rx=\"8\" fill=\"#767680\" fill-opacity=\"0.12\"/>\n"
        var x = 12.0
        for column in columns {
            let center = x + column.width / 2
            for (line, cell) in column.cells.enumerated() {
                guard let (label, enabled) = cell else { continue }
                let distance = abs(line - radius)
                let y = 12 + rowHeight * Double(line) + rowHeight * 0.68
                let opacity = distance == 0 ? 1 : max(0.25, 1 - Double(distance) * 0.25)
                if distance == 0, let unit = column.unit {
                    // The value and its unit side by side in the bar, the unit after the value in reading order.
                    let valueWidth = width(label), unitWidth = width(unit)
                    let start = center - (valueWidth + 6 + unitWidth) / 2
                    let (valueX, unitX) =
                        rtl
                        ? (start + unitWidth + 6 + valueWidth / 2, start + unitWidth / 2)
                        : (start + valueWidth / 2, start + valueWidth + 6 + unitWidth / 2)
                    body += text(label, x: valueX, y: y, fill: enabled ? "#1c1c1e" : "#aeaeb2", weight: "600")
                    body += text(unit, x: unitX, y: y, fill: "#1c1c1e", size: fontSize - 2)
                } else {
                    body += text(
                        label, x: center, y: y, fill: enabled ? "#1c1c1e" : "#aeaeb2", opacity: opacity,
                        weight: distance == 0 ? "600" : nil)
                }
            }
            x += column.width
        }
        return (body, totalWidth, height)
    }

    /// The inline style: the month calendar, and below it a date-and-time picker's time wheels, as
    /// UIDatePicker's inline style and `datepick pick --style inline` show them; for a date picker, the month
    /// alone. The two are centred on each other.
    ///
    /// - Parameters:
    ///   - grid: The month, its selection the picker's day.
    ///   - picker: The picker whose time wheels (``PickerModel/timeComponents``) are drawn.
    ///   - weekNumbers: Whether the month has a column of week numbers.
    public static func inline(_ grid: MonthGrid, picker: DatePicker, weekNumbers: Bool = false, radius: Int = 3)
        -> String
    {
        let times = picker.timeComponents
        guard !times.isEmpty else { return monthGrid(grid, weekNumbers: weekNumbers) }
        let month = monthGridBody(grid, weekNumbers: weekNumbers)
        let wheels = wheelsBody(picker, components: times, radius: radius)
        let width = max(month.width, wheels.width)
        func placed(_ part: (body: String, width: Double, height: Double), y: Double) -> String {
            "<g transform=\"translate(\(number((width - part.width) / 2)) \(number(y)))\">\n" + part.body + "</g>\n"
        }
        let title = "\(picker.configuration.mode.rawValue) calendar, \(picker.context.profile.id): \(picker.isoString)"
        return document(
            width: width, height: month.height + wheels.height, rtl: picker.context.profile.direction == .rtl,
            title: title, body: placed(month, y: 0) + placed(wheels, y: month.height))
    }

    // MARK: Month grid

    /// The inline calendar: heading with month arrows, weekday header, the weeks; today in the accent colour,
    /// the selection filled (a range as a band), neighbours' days and disabled days grey.
    ///
    /// - Parameter weekNumbers: Whether a column of week numbers (by the locale's rules) stands at the weeks'
    ///   start, under the locale's title for the week (blank where it has none of its own).
    public static func monthGrid(_ grid: MonthGrid, weekNumbers: Bool = false) -> String {
        let month = monthGridBody(grid, weekNumbers: weekNumbers)
        return document(
            width: month.width, height: month.height, rtl: grid.context.profile.direction == .rtl,
            title: "calendar, \(grid.context.profile.id): \(grid.heading)", body: month.body)
    }

    /// The drawing ``monthGrid(_:weekNumbers:)`` puts in its document, and its size.
    static func monthGridBody(_ grid: MonthGrid, weekNumbers: Bool) -> (body: String, width: Double, height: Double) {
        let profile = grid.context.profile, rtl = profile.direction == .rtl
        let cell = 44.0, left = 16.0, top = 96.0
        let weekTitle = weekNumbers ? grid.context.weekTitle() ?? "" : ""
        let weekWidth = weekNumbers ? max(36, width(weekTitle, size: 13) + 12) : 0
        let width = left * 2 + cell * 7 + weekWidth, height = top + cell * Double(grid.weeks.count) + 12
        let accent = "#007aff"
        // The week numbers stand at the weeks' start: left of the days, or right of them in right-to-left locales.
        let daysLeft = left + (rtl ? 0 : weekWidth), weekX = rtl ? width - left - weekWidth / 2 : left + weekWidth / 2
        func columnX(_ index: Int) -> Double { daysLeft + cell * Double(rtl ? 6 - index : index) + cell / 2 }
        var body = text(grid.heading, x: rtl ? width - left : left, y: 36, anchor: "start", weight: "600")
        // The month arrows sit at the trailing edge: right in left-to-right locales, left (and mirrored) in
        // right-to-left ones.
        let previousX = rtl ? 56.0 : width - 56, nextX = rtl ? 24.0 : width - 24
        // The arrows point where they are drawn to point: in a right-to-left document a renderer mirrors ‹ and ›
        // (Bidi_Mirrored), which would turn them to face each other (as Chromium does).
        body += text(
            rtl ? "›" : "‹", x: previousX, y: 36, fill: grid.canShowPreviousMonth ? accent : "#c7c7cc", size: 26,
            direction: "ltr")
        body += text(
            rtl ? "‹" : "›", x: nextX, y: 36, fill: grid.canShowNextMonth ? accent : "#c7c7cc", size: 26,
            direction: "ltr")
        if weekNumbers && !weekTitle.isEmpty {
            body += text(weekTitle, x: weekX, y: 76, fill: "#8e8e93", size: 13, weight: "600")
        }
        for (index, weekday) in grid.weekdays.enumerated() {
            body += text(weekday.short, x: columnX(index), y: 76, fill: "#8e8e93", size: 13, weight: "600")
        }
        for (row, week) in grid.weeks.enumerated() {
            let y = top + cell * Double(row)
            if weekNumbers {
                body += text(
                    profile.formatNumber(week.number), x: weekX, y: y + cell / 2 + 5, fill: "#8e8e93", size: 13)
            }
            for (index, day) in week.days.enumerated() {
                let x = columnX(index)
                if day.isSelected && day.isInMonth {
                    body +=
                        "<circle cx=\"\(number(x))\" cy=\"\(number(y + cell / 2))\" r=\"19\" fill=\"\(accent)\" "
                        + "fill-opacity=\"\(day.isRangeEnd || !isRange(grid.selection) ? "1" : "0.18")\"/>\n"
                }
                let filled = day.isSelected && day.isInMonth && (day.isRangeEnd || !isRange(grid.selection))
                let fill =
                    filled
                    ? "#ffffff" : day.isToday ? accent : (!day.isInMonth || day.isDisabled) ? "#c7c7cc" : "#1c1c1e"
                body += text(day.label, x: x, y: y + cell / 2 + 6, fill: fill, weight: day.isToday ? "600" : nil)
            }
        }
        return (body, width, height)
    }

    static func isRange(_ selection: CalendarSelection) -> Bool {
        if case .range = selection { return true }
        return false
    }

    // MARK: Compact

    /// The compact style: the value's date and time as buttons, as the compact picker shows them.
    public static func compact(_ compact: CompactPicker, rtl: Bool, locale: String) -> String {
        let parts = [compact.dateText, compact.timeText].compactMap { $0 }
        var x = 12.0
        var body = ""
        let buttons = rtl ? parts.reversed() : parts
        for part in buttons {
            let w = width(part) + 28
            body +=
                "<rect x=\"\(number(x))\" y=\"12\" width=\"\(number(w))\" height=\"36\" rx=\"8\" fill=\"#767680\" fill-opacity=\"0.12\"/>\n"
            body += text(part, x: x + w / 2, y: 36, fill: "#007aff")
            x += w + 8
        }
        return document(
            width: x + 4, height: 60, rtl: rtl, title: "compact picker, \(locale): \(parts.joined(separator: " "))",
            body: body)
    }
}
