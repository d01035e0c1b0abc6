import SeededRandom
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Prompt: the search and filter prompt as a component, updated by value")
struct PromptTests {
    /// Over seeded random key sequences, the prompt's text is what a string edited the same way
    /// by hand holds (characters appended, the last removed by Backspace), and Enter submits
    /// exactly that text, Esc nothing.
    @Test func typingDeletingSubmittingAndCancellingOverRandomKeys() {
        var random = SplitMix64(seed: 0x36_09)
        let letters = Array("abcé漢 /x")
        for round in 0 ..< 200 {
            var prompt = Prompt(round % 2 == 0 ? .search : .filter, text: round % 3 == 0 ? "old" : "")
            var expected = prompt.text
            for _ in 0 ..< Int(random.next() % 12) {
                if random.next() % 4 == 0 {
                    #expect(prompt.update(.deleteCharacter, key: .backspace) == .edited)
                    if !expected.isEmpty { expected.removeLast() }
                } else {
                    let character = letters[Int(random.next() % UInt64(letters.count))]
                    #expect(prompt.update(.typeCharacter, key: .character(character)) == .edited)
                    expected.append(character)
                }
                #expect(prompt.text == expected)
            }
            var cancelled = prompt
            #expect(cancelled.update(.cancel, key: .escape) == .cancelled)
            #expect(prompt.update(.submit, key: .enter) == .submitted(expected), "round \(round)")
        }
    }

    @Test func aGestureTypesNothingAndBackspaceOnNothingStaysEmpty() {
        var prompt = Prompt(.search)
        #expect(prompt.update(.typeCharacter, key: nil) == .edited && prompt.text.isEmpty)
        #expect(prompt.update(.deleteCharacter, key: .backspace) == .edited && prompt.text.isEmpty)
        #expect(prompt.update(.cancel, key: nil) == .cancelled, "a click closes it")
    }
}
