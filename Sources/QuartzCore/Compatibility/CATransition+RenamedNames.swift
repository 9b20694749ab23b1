// Swift 3 and 4 spellings of the transition constants, unavailable and renamed as in Apple's
// SDK (see CAMediaTiming+RenamedNames.swift).

@available(*, unavailable, renamed: "CATransitionType.fade")
public var kCATransitionFade: CATransitionType { CATransitionType.fade }

@available(*, unavailable, renamed: "CATransitionType.moveIn")
public var kCATransitionMoveIn: CATransitionType { CATransitionType.moveIn }

@available(*, unavailable, renamed: "CATransitionType.push")
public var kCATransitionPush: CATransitionType { CATransitionType.push }

@available(*, unavailable, renamed: "CATransitionType.reveal")
public var kCATransitionReveal: CATransitionType { CATransitionType.reveal }

@available(*, unavailable, renamed: "CATransitionSubtype.fromRight")
public var kCATransitionFromRight: CATransitionSubtype { CATransitionSubtype.fromRight }

@available(*, unavailable, renamed: "CATransitionSubtype.fromLeft")
public var kCATransitionFromLeft: CATransitionSubtype { CATransitionSubtype.fromLeft }

@available(*, unavailable, renamed: "CATransitionSubtype.fromTop")
public var kCATransitionFromTop: CATransitionSubtype { CATransitionSubtype.fromTop }

@available(*, unavailable, renamed: "CATransitionSubtype.fromBottom")
public var kCATransitionFromBottom: CATransitionSubtype { CATransitionSubtype.fromBottom }
