// Keys of the auxiliary-info and page-info dictionaries of PDF contexts (CoreGraphics). The
// values are Apple's key strings; OpenUIKit reads Title, Author, Subject, Keywords and Creator
// (as String or [String] for keywords) from the auxiliary info, and MediaBox (a CGRect) from
// both.

public let kCGPDFContextMediaBox: CFString = "MediaBox"
public let kCGPDFContextTitle: CFString = "kCGPDFContextTitle"
public let kCGPDFContextAuthor: CFString = "kCGPDFContextAuthor"
public let kCGPDFContextSubject: CFString = "kCGPDFContextSubject"
public let kCGPDFContextKeywords: CFString = "kCGPDFContextKeywords"
public let kCGPDFContextCreator: CFString = "kCGPDFContextCreator"
