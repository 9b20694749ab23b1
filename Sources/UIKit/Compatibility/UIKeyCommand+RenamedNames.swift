// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'UIKeyInputUpArrow' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "UIKeyCommand.inputUpArrow")
@MainActor public var UIKeyInputUpArrow: String { UIKeyCommand.inputUpArrow }

@available(*, unavailable, renamed: "UIKeyCommand.inputDownArrow")
@MainActor public var UIKeyInputDownArrow: String { UIKeyCommand.inputDownArrow }

@available(*, unavailable, renamed: "UIKeyCommand.inputLeftArrow")
@MainActor public var UIKeyInputLeftArrow: String { UIKeyCommand.inputLeftArrow }

@available(*, unavailable, renamed: "UIKeyCommand.inputRightArrow")
@MainActor public var UIKeyInputRightArrow: String { UIKeyCommand.inputRightArrow }

@available(*, unavailable, renamed: "UIKeyCommand.inputEscape")
@MainActor public var UIKeyInputEscape: String { UIKeyCommand.inputEscape }

@available(*, unavailable, renamed: "UIKeyCommand.inputPageUp")
@MainActor public var UIKeyInputPageUp: String { UIKeyCommand.inputPageUp }

@available(*, unavailable, renamed: "UIKeyCommand.inputPageDown")
@MainActor public var UIKeyInputPageDown: String { UIKeyCommand.inputPageDown }

@available(*, unavailable, renamed: "UIKeyCommand.inputHome")
@MainActor public var UIKeyInputHome: String { UIKeyCommand.inputHome }

@available(*, unavailable, renamed: "UIKeyCommand.inputEnd")
@MainActor public var UIKeyInputEnd: String { UIKeyCommand.inputEnd }

@available(*, unavailable, renamed: "UIKeyCommand.inputDelete")
@MainActor public var UIKeyInputDelete: String { UIKeyCommand.inputDelete }
