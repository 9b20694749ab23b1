/// The system's declared types this module knows: each identifier with the types it
/// conforms to, its filename extensions and MIME types (preferred first) and its description.
/// A small part of Apple's tree, with Apple's identifiers and tags; Linux has no type
/// database. The drag and drop code asks the same tree (`package` access).
package enum UniformTypeTree {
    package struct Declaration: Sendable {
        let parents: [String]
        let extensions: [String]
        let mimeTypes: [String]
        let description: String
    }

    private static func entry(_ parents: [String], _ extensions: [String], _ mimeTypes: [String],
                              _ description: String) -> Declaration {
        Declaration(parents: parents, extensions: extensions, mimeTypes: mimeTypes, description: description)
    }

    /// An abstract type: no tags.
    private static func entry(_ parents: [String], _ description: String) -> Declaration {
        Declaration(parents: parents, extensions: [], mimeTypes: [], description: description)
    }

    package static let declarations: [String: Declaration] = [
        "public.item": entry([], "item"),
        "public.content": entry(["public.item"], "content"),
        "public.composite-content": entry(["public.content"], "mixed content"),
        "public.data": entry(["public.item"], "data"),
        "public.directory": entry(["public.item"], "folder"),
        "public.folder": entry(["public.directory"], "folder"),
        "public.volume": entry(["public.folder"], "volume"),
        "com.apple.package": entry(["public.directory"], "package"),
        "com.apple.bundle": entry(["public.directory"], "bundle"),
        "com.apple.application-bundle": entry(["com.apple.bundle", "com.apple.package"], ["app"], [], "application"),
        "public.symlink": entry(["public.item"], "alias"),
        "public.url": entry(["public.data"], "URL"),
        "public.file-url": entry(["public.url"], "file URL"),
        "public.text": entry(["public.data", "public.content"], "text"),
        "public.plain-text": entry(["public.text"], ["txt", "text"], ["text/plain"], "plain text"),
        "public.utf8-plain-text": entry(["public.plain-text"], "Unicode (UTF-8) text"),
        "public.utf16-plain-text": entry(["public.plain-text"], "Unicode (UTF-16) text"),
        "public.utf16-external-plain-text": entry(["public.plain-text"], "Unicode (UTF-16) text"),
        "public.utf8-tab-separated-values-text": entry(["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], "tab-separated values"),
        "public.delimited-values-text": entry(["public.text"], "delimited values"),
        "public.comma-separated-values-text": entry(["public.delimited-values-text"], ["csv"], ["text/csv"], "comma-separated values"),
        "public.rtf": entry(["public.text"], ["rtf"], ["text/rtf"], "rich text document"),
        "public.html": entry(["public.text"], ["html", "htm"], ["text/html"], "HTML text"),
        "public.xml": entry(["public.text"], ["xml"], ["application/xml", "text/xml"], "XML text"),
        "public.json": entry(["public.text"], ["json"], ["application/json"], "JSON"),
        "public.yaml": entry(["public.text"], ["yaml", "yml"], ["application/x-yaml"], "YAML"),
        "public.source-code": entry(["public.plain-text"], "source code"),
        "public.swift-source": entry(["public.source-code"], ["swift"], [], "Swift source"),
        "public.c-source": entry(["public.source-code"], ["c"], [], "C source"),
        "public.c-header": entry(["public.source-code"], ["h"], [], "C header"),
        "public.script": entry(["public.source-code"], "script"),
        "public.shell-script": entry(["public.script"], ["sh"], ["application/x-sh"], "shell script"),
        "public.python-script": entry(["public.script"], ["py"], ["text/x-python-script"], "Python script"),
        "com.netscape.javascript-source": entry(["public.source-code"], ["js"], ["text/javascript"], "JavaScript"),
        "net.daringfireball.markdown": entry(["public.plain-text"], ["md", "markdown"], ["text/markdown"], "Markdown"),
        "public.vcard": entry(["public.text"], ["vcf", "vcard"], ["text/vcard"], "vCard"),
        "public.contact": entry(["public.item"], "contact"),
        "public.image": entry(["public.data", "public.content"], "image"),
        "public.png": entry(["public.image"], ["png"], ["image/png"], "PNG image"),
        "public.jpeg": entry(["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg"], "JPEG image"),
        "com.compuserve.gif": entry(["public.image"], ["gif"], ["image/gif"], "GIF image"),
        "public.tiff": entry(["public.image"], ["tiff", "tif"], ["image/tiff"], "TIFF image"),
        "com.microsoft.bmp": entry(["public.image"], ["bmp"], ["image/bmp"], "Windows bitmap image"),
        "com.microsoft.ico": entry(["public.image"], ["ico"], ["image/vnd.microsoft.icon"], "Windows icon image"),
        "public.heic": entry(["public.heif-standard"], ["heic"], ["image/heic"], "HEIC image"),
        "public.heif-standard": entry(["public.image"], ["heif"], ["image/heif"], "HEIF image"),
        "public.heif": entry(["public.heif-standard"], "HEIF image"),
        "org.webmproject.webp": entry(["public.image"], ["webp"], ["image/webp"], "WebP image"),
        "public.svg-image": entry(["public.image", "public.xml"], ["svg"], ["image/svg+xml"], "SVG image"),
        "public.camera-raw-image": entry(["public.image"], "raw image"),
        "com.adobe.pdf": entry(["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], "PDF document"),
        "public.audiovisual-content": entry(["public.data", "public.content"], "audiovisual content"),
        "public.movie": entry(["public.audiovisual-content"], "movie"),
        "public.video": entry(["public.movie"], "video"),
        "public.audio": entry(["public.audiovisual-content"], "audio"),
        "public.mpeg-4": entry(["public.movie"], ["mp4", "mpg4"], ["video/mp4"], "MPEG-4 movie"),
        "com.apple.quicktime-movie": entry(["public.movie"], ["mov", "qt"], ["video/quicktime"], "QuickTime movie"),
        "public.mp3": entry(["public.audio"], ["mp3"], ["audio/mpeg"], "MP3 audio"),
        "public.mpeg-4-audio": entry(["public.mpeg-4", "public.audio"], ["m4a"], ["audio/mp4"], "MPEG-4 audio"),
        "com.microsoft.waveform-audio": entry(["public.audio"], ["wav", "wave"], ["audio/wav"], "Waveform audio"),
        "public.archive": entry(["public.data"], "archive"),
        "com.pkware.zip-archive": entry(["public.archive"], ["zip"], ["application/zip"], "ZIP archive"),
        "org.gnu.gnu-zip-archive": entry(["public.archive"], ["gz", "gzip"], ["application/gzip"], "gzip archive"),
        "public.tar-archive": entry(["public.archive"], ["tar"], ["application/x-tar"], "tar archive"),
        "public.spreadsheet": entry(["public.content"], "spreadsheet"),
        "public.presentation": entry(["public.composite-content"], "presentation"),
        "public.font": entry(["public.data", "public.content"], "font"),
        "public.truetype-ttf-font": entry(["public.font"], ["ttf"], ["font/ttf"], "TrueType font"),
        "public.opentype-font": entry(["public.font"], ["otf"], ["font/otf"], "OpenType font"),
        "public.executable": entry(["public.item"], "executable"),
        "public.database": entry(["public.item"], "database"),
        "public.calendar-event": entry(["public.item"], "calendar event"),
        "public.log": entry(["public.plain-text"], ["log"], [], "log file"),
    ]

    /// Whether `type` is `other` or (transitively) conforms to it.
    package static func conforms(_ type: String, to other: String) -> Bool {
        if type == other { return true }
        var seen: Set<String> = [type], pending = [type]
        while let next = pending.popLast() {
            for parent in declarations[next]?.parents ?? [] where seen.insert(parent).inserted {
                if parent == other { return true }
                pending.append(parent)
            }
        }
        return false
    }

    /// Every type `type` conforms to, itself excluded.
    package static func ancestors(of type: String) -> Set<String> {
        var seen: Set<String> = [], pending = [type]
        while let next = pending.popLast() {
            for parent in declarations[next]?.parents ?? [] where seen.insert(parent).inserted {
                pending.append(parent)
            }
        }
        return seen
    }
}
