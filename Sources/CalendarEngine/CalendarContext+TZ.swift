import Glibc

extension CalendarContext {
    /// The IANA zone a `TZ` environment value names, read as the C library reads it; or
    /// ``CalendarError/unknownTimeZone(_:)`` (naming the value) when it names no zone ICU knows.
    ///
    /// - `Asia/Tokyo`, `US/Eastern`: an IANA id, made canonical (`America/New_York`).
    /// - `` (set but empty) and `:`: UTC, as glibc reads them (the system's zone is for an unset `TZ`).
    /// - `:America/New_York`: a leading colon is dropped (POSIX leaves its meaning to the system; glibc reads
    ///   the rest as a zone file's name).
    /// - `/usr/share/zoneinfo/Asia/Tokyo`, `:/etc/localtime` (systemd's advice for servers): a path is followed
    ///   through its symbolic links into a `zoneinfo` directory, and the zone is the rest of the path, as ICU
    ///   finds the zone `/etc/localtime` links to. A path that leads into no `zoneinfo` directory is refused.
    /// - `posix/Europe/Berlin`, `right/Europe/Berlin`: tzdata's variants of a zone, as the zone.
    /// - `JST-9`, `CET-1CEST,M3.5.0,M10.5.0/3`: POSIX rules, which name no IANA zone, are refused. ICU would
    ///   take the zone of `/etc/localtime` instead of such a `TZ`, and `:/etc/localtime` as no zone at all.
    public static func zone(fromTZ value: String) throws(CalendarError) -> String {
        var name = Substring(value)
        if name.first == ":" { name = name.dropFirst() }
        if name.isEmpty { return try canonicalZone("UTC") }
        if name.first == "/" {
            guard let resolved = realpath(String(name), nil) else { throw .unknownTimeZone(value) }
            let path = String(cString: resolved)
            free(resolved)
            let marker = "/zoneinfo/"
            guard let start = path.indices.first(where: { path[$0...].hasPrefix(marker) }) else {
                throw .unknownTimeZone(value)
            }
            name = path[path.index(start, offsetBy: marker.count)...]
        }
        for variant in ["posix/", "right/"] where name.hasPrefix(variant) { name = name.dropFirst(variant.count) }
        do {
            return try canonicalZone(String(name))
        } catch {
            throw .unknownTimeZone(value)
        }
    }
}
