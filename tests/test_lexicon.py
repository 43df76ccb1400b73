from assistant.lexicon import Lexicon


def test_restores_only_words_the_corpus_spells_with_turkish_letters() -> None:
    lex = Lexicon(["Keşif Droidi ölünce madalya kazandırmaz.", "Hex ve zar."])
    assert (
        lex.restore("kesif droidi olunce madalya verirmi") == "keşif droidi ölünce madalya verirmi"
    )
    assert lex.restore("HEX zar") == "hex zar"  # folded, nothing to restore
    assert lex.restore("Ölünce") == "ölünce"  # already Turkish: kept
