"""Strategy, opinion and product questions are refused as not rules questions
(assistant/off_rules.py); rules questions that share their words are not."""

from __future__ import annotations

import pytest

from assistant.fake_chat import FakeChatModel
from assistant.knowledge import Knowledge
from assistant.off_rules import off_rules_kind, opinion_asked
from assistant.question import Question
from assistant.service import build_assistant


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("hive'da en iyi açılış stratejisi ne", "strategy"),
        ("jotl de hangi karakter daha guclu", "strategy"),
        ("alhambrada kazanmak icin hangi binalari toplamaliyim tavsiye eder misin", "strategy"),
        ("sence voltron mu red guard mi", "strategy"),
        ("hoth icin taktik verir misin", "strategy"),
        ("hive taslari plastik mi tahta mi", "product"),
        ("kutu nereden alırım", "product"),
        ("oyunun kutusu kaç cm", "product"),
        ("kaç yaş üstü için", "product"),
        ("kargo ne zaman gelir", "product"),
        # accessories: sleeves, inserts and organizers are no part of any rulebook
        ("kartlar icin hangi sleeve lazim", "product"),
        ("kart kilifi hangi boyut olmali", "product"),
        ("kutuya insert cikiyor mu", "product"),
        ("organizer alsam kutu kapanir mi", "product"),
        # play time is printed on the box
        ("bir oyun kac dakika suruyor", "product"),
        ("ortalama oyun suresi ne kadar", "product"),
        ("bir mac ortalama ne kadar suruyo", "product"),
        # who made it
        ("hive i kim tasarlamis", "product"),
        ("oyunun tasarimcisi kim", "product"),
        # which choice pays off; what would you do
        ("ilk oyunda hangi tarafi almak avantajli olur", "strategy"),
        ("erken para biriktirmek daha avantajli mi", "strategy"),
        ("en guclusu hangisi", "strategy"),
        ("siz olsaniz napardiniz", "strategy"),
        ("yeni baslayan biri icin hangisini onerirsiniz", "strategy"),
        # spare parts and painting
        ("yedek tas nerden alinir", "product"),
        ("kayip kart icin yedek kart var mi", "product"),
        ("minyaturleri boyamak istiyom", "product"),
        ("hangi astar iyi tutar", "product"),
        ("telefonda online oynamak icin hangi uygulama var", "product"),
        ("resmi app i var mi", "product"),
        # asking which choice wins
        ("hangisini alsam daha kolay kazanirim", "strategy"),
        # which pays more; which one shall I take (the optative choice)
        ("bahce toplamak mi daha karli", "strategy"),
        ("ilk oyunumuz hangi karakterle baslayayim", "strategy"),
        ("hangisini seceyim", "strategy"),
        ("hangi karakteri secelim", "strategy"),  # the plural optative: "shall we"
        # which move wins; a "build"
        ("ilk hangi tasi koyayim ki kazanayim", "strategy"),
        ("bu karakterle hangi kartlarla build yapilir", "strategy"),
        ("hangi esyayi kullanayim", "strategy"),
        # what good players do: play, not a rule
        ("ilk hamlede hangi tasla acmak en mantikli, pro oyuncular ne yapiyo", "strategy"),
        ("deneyimli oyuncular genelde hangi karakteri aliyo", "strategy"),
        # playing against the computer is a digital edition's feature
        ("bota karsi oynayabiliyo muyuz", "product"),
        ("bilgisayara karsi oynanir mi", "product"),
        ("pocket taslari normalden ne kadar kucuk", "product"),
        ("kartlar ne kadar kalin", "product"),
        # the real world behind the theme, other makers' miniatures
        ("oyundaki binalar gercekte var mi", "product"),
        ("gercek hayatta at-at ne kadar buyuk", "product"),
        ("legion minyaturlerinin olcekleri uyuyo mu", "product"),
    ],
)
def test_advice_and_product_questions_are_off_rules(text: str, kind: str) -> None:
    assert off_rules_kind(Question.of(text)) == kind


@pytest.mark.parametrize(
    "text",
    [
        "takim modunda strateji tartisabilir miyiz",  # the rules allow it: a rules question
        "tek basina oynamak onerilir mi",  # the rulebook recommends: it says so
        "onerilen senaryo seviyesi kac",  # a computation
        "plastik standlar toplam kac tane",  # a component of the box
        "binanin fiyati ne kadar",  # Alhambra's price of a building
        "kac para karti alabilirim",
        "avantajli saldirida kac kart cekilir",  # JotL's advantage
        "kampanyaya ne zaman gecmek mantikli",  # the guide says when
        "gercekten 2 zar mi atiyo",  # "really": a rules question
        "canavarlar seviyeye gore olceklenir mi",  # JotL's monsters scale by level
        "oyun tahtasi kac parca",
        "zehir ne kadar surer",  # a condition's duration is a rule
        "sersemletme kac tur surer",
        "kitapcik okurken oynamak icin mi tasarlandi",  # the rulebook says so
        "menzilli saldiri komsuya yapilirsa dezavantajli olur mu",  # JotL's disadvantage
        "yedek alandaki binalari ne zaman yerlestiririm",  # Alhambra's reserve
        "hareket boyunca tuzak tetiklenir mi",  # "boyunca" is no paint
        "3 madalya alsam kazanir miyim",  # the medals to win: a rule
        "kurali nasil uygulamak gerekir",
        "hangi desteden kart cekeyim",  # which deck: the rules say
        "kac zar atayim",
        "zirhli birime karsi kac zar atilir",  # "karşı" beside no computer
        "kovan ne kadar buyuk olabilir",  # the Hive grows: a rule
    ],
)
def test_rules_questions_with_the_same_words_are_not(text: str) -> None:
    assert off_rules_kind(Question.of(text)) is None


def test_a_rules_part_keeps_a_mixed_message_answered() -> None:
    question = Question.of("sence hangisi daha iyi? orumcek kac alan gider?")
    assert len(question.parts) == 2
    assert off_rules_kind(question) is None


def test_the_gate_refuses_in_turkish_without_asking_the_llm(hash_knowledge: Knowledge) -> None:
    llm = FakeChatModel(default_reply="Karınca ile başla [1].")
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge, chat_model=llm)
    answer = assistant.ask("hive'da en iyi acilis stratejisi ne", game="hive")
    assert answer.refused
    assert answer.refusal_reason == "not_rules"
    assert "kural sorusu değil" in answer.text
    assert "mağaza ekibimize" in answer.text
    assert answer.citations == []
    assert llm.prompts == []


def test_asked_for_our_opinion_refuses_before_any_calculator(hash_knowledge: Knowledge) -> None:
    """ "ucuz binaları kapmak mı daha iyi … siz olsanız ne yapardınız" names the cheapest
    building, which a calculator computes, but asks what we would do."""
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    answer = assistant.ask(
        "ilk turlarda para biriktirmek mi daha iyi yoksa hemen ucuz binalari kapmak mi? "
        "siz olsaniz napardiniz",
        game="alhambra",
    )
    assert answer.refused, answer.text
    assert answer.refusal_reason == "not_rules"
    assert answer.citations == []


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("en iyi acilis hamlesi ne sizce, ilk tas olarak cekirge mi koyayim karinca mi", True),
        ("sizce hangisi daha guclu? ilk oyunda hangi tarafi secsem kazanirim", True),
        ("sizce en guclu karakter hangisi, hatchet mi demolitionist mi secelim", True),
        # the conditional asks it too ("… mi alsam … mi")
        ("yeni baslayan icin en iyi karakter hangisi sizce? Hatchet mi alsam Voidwarden mi", True),
        # a rules question beside the opinion keeps the message answered
        ("sence hangisi daha iyi? orumcek kac alan gider?", False),
        # no request for our opinion: the optative may ask the order the rules set
        ("once kart mi cekeyim yoksa hareket mi edeyim", False),
    ],
)
def test_a_request_for_our_opinion(text: str, asked: bool) -> None:
    assert opinion_asked(Question.of(text)) is asked


def test_a_calculator_still_answers_what_is_best_to_take(hash_knowledge: Knowledge) -> None:
    """'en iyi alım' is a computation (alhambra-best-take), not advice: the calculator
    branch comes before the off-rules refusal."""
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    answer = assistant.ask(
        "havuzda 2 3 4 ve 1 degerinde paralar var en iyi alim hangisi", game="alhambra"
    )
    assert not answer.refused, answer.text
    assert answer.refusal_reason is None
