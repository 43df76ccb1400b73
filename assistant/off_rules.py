"""Questions that are not about the rules: strategy and opinion, or the product itself.

A rulebook says what a player may do, never what is wise, and says nothing of a box's
material, size, price or stock. Such questions still share words with the rules ("en iyi
açılış" retrieves the opening rules, "taşlar plastik mi" the piece list), so retrieval
finds something and the answer would quote a rule that does not answer. The markers here
are explicit forms of advice or of a product, matched on the question's comparison form
(lower-case ASCII). Words that are also game terms stay out on purpose: "fiyat" alone (an
Alhambra building's price), "satın al" (buying a building), "avantaj" (JotL's advantage),
"genişleme" (Hive's expansion pieces), "-malıyım" (also "must I"), "kaç para" (cards).
"""

from __future__ import annotations

import re
from typing import Literal

from assistant.question import Question

OffRules = Literal["strategy", "product"]

# Asking for an opinion or advice. Rulebooks recommend too ("tek karakter yönetmesi
# önerilir", "önerilen senaryo seviyesi", "strateji tartışabilirler"), so the forms here
# address the assistant ("önerir misin", "sence") or ask what is best, never the word alone.
_STRATEGY = re.compile(
    r"\b((en|daha) (iyi|guclu|mantikli|avantajli|etkili|kullanisli|karli|faydali)\w*|sence|sizce|"
    r"strateji(si|ler|leri)? (ne|nedir|hangisi|oner|ver|tavsiye)\w*|"
    r"(iyi|kazanma|kazandiran|acilis) strateji\w*|taktik\w* (ne|nedir|ver|oner)\w*|"
    r"ne tavsiye|tavsiye(n|niz|leriniz|lerin)\b|tavsiye (eder misin|eder misiniz|edersin|"
    r"edersiniz|ver)\w*|onerir misin|onerir misiniz|onerirsin\w*|onerin|onerileriniz|"
    r"ipucu\w*|ipuclar\w*|mantikli mi|kazanma (sans|ihtimal)\w*|"
    # "hangi tarafı almak avantajlı olur": which choice pays off. JotL's "dezavantajlı olur"
    # (a rule) is another word; "avantaj" alone is the advantage rule.
    r"\w+m[ae]k (daha )?avantajli\w*|hangi\w* (\w+ ){0,3}(daha )?avantajli\w*|"
    r"siz olsaniz|sen olsan|n[ae] ?yapardin\w*|napardin\w*|"
    # "hangi tarafı alayım", "hangisini seçeyim": a choice asked in the optative is advice
    # ("hangisini seçelim": the plural asks the same for the table)
    r"hangi\w* (\w+ ){0,2}(sec|al|oyna|basla|gid|topla|koy|kullan)\w*?y?[ae](y[iu]m|l[iu]m)|"
    # a purpose of winning ("hangi taşı koyayım ki kazanayım", "kazanmak için ne yapmalı"):
    # the rules say how one wins, never which move gets there
    r"ki (daha )?(kolay )?kazan(ayim|alim|ayiz|sin|ir)\w*|"
    # a character or deck "build" is a player's plan; no rulebook word
    r"build\w*|"
    # what good players do is play, not rule ("pro oyuncular ne yapıyor"): no rulebook
    # ranks its players
    r"(pro|profesyonel|usta|deneyimli|tecrubeli|iyi) oyuncu\w*|"
    # "hangisini alsam daha kolay kazanırım": which choice wins
    r"hangi\w* (\w+ ){0,3}\w+s[ae]m (daha )?(kolay )?kazan\w*)\b"
)
# "çekirge mi koyayım karınca mı": a choice asked in the optative ("shall I/we") asks what to
# do, not what is allowed. Read only beside a request for our opinion: "önce kart mı
# çekeyim" alone may ask the order the rules set.
# "Hatchet mi alsam Voidwarden mı": the conditional asks the same ("should I take")
_OPTATIVE_CHOICE = re.compile(r"\bm[iu] \w+?(y?[ae](y[iu]m|l[iu]m)|s[ae](m|k))\b")
# The forms that ask the assistant itself for its opinion ("sizce", "siz olsanız ne
# yapardınız"): such a message is refused even where a calculator could compute something
# it names ("ucuz binaları kapmak mı daha iyi" names the cheapest building).
_ADDRESSED = re.compile(
    r"\b(sence|sizce|siz olsaniz|sen olsan|n[ae] ?yapardin\w*|napardin\w*|onerirsin\w*|"
    r"onerir misin\w*|tavsiye (eder misin|edersin)\w*)\b"
)
# Facts of the product, not of the game. "plastik" alone is a component ("plastik
# standlar"), so a material counts only as the asked alternative ("plastik mi").
_PRODUCT = re.compile(
    r"\b((plastik|ahsap|tahta|karton|metal) mi|neyden yapil\w*|malzeme\w*|boyali|boyasiz|"
    r"santim\w*|kac cm|\d+ ?cm|boyut(u|lari) (ne|kac|nedir)|olculeri\w*|agirlig\w*|kac gram|"
    r"stok\w*|kargo\w*|indirim\w*|garanti\w*|iade|kac (tl|lira)|\d+ ?(tl|lira)|"
    r"kutu(nun)? fiyat\w*|kac yas\w*|yas (siniri|ustu|grubu)\w*|"
    r"ner(e)?den (al|bul|satin|siparis)\w*|"
    # spare parts and painting miniatures: the store's business, not the rulebook's
    r"yedek (tas|parca|kart|zar|figur|minyatur|karo|jeton)\w*|"
    # digital editions and apps ("uygulamak" is applying a rule: only the noun asked about)
    r"online|cevrimici|mobil|telefon\w*|dijital|steam|\bapp\w*|(bilgisayar|bot|yapay zeka)\w* karsi|uygulama(si|sı)? (var|hangi)\w*|"
    r"hangi uygulama\w*|"
    r"boya(mak|ma|mayi|mam|yacag\w*|yip|rken|nir|dim|dik)\b|astar\w*|(renk|boya) oneri\w*|"
    # play time is printed on the box; "zehir ne kadar sürer" (a condition) is a rule, so
    # only minutes, hours and the length of a whole game count
    r"kac dakika\w*|kac saat\w*|\d+ ?dakika\w*|oyun(un)? sure\w*|"
    # who made the game: trivia, not a rule ("oynamanız tasarlanmıştır" is no designer)
    r"kim (tasarla|yap|cikar|icat et)\w*|tasarimci\w*|yapimci\w*|yayinci\w*|hangi firma\w*|"
    r"(oyun|mac|parti)\w* (ortalama )?(ne kadar|kac dakika) sur\w*|"
    # the physical size of a component ("taşları ne kadar küçük"); "Kovan ne kadar büyür"
    # is a rule, so only the box's parts count
    r"(tas|kart|kutu|figur|minyatur|karo|jeton|zar)\w*\s+(\w+\s+){0,4}ne kadar "
    r"(kucuk|buyuk|agir|kalin|ince)\w*|"
    # the real world behind a theme ("gerçek Elhamra", "gerçekte var mı"; "gerçekten" is
    # "really") and other makers' miniatures at this scale ("ölçekleri uyuyo mu"; JotL's
    # monsters "ölçeklenir" by level, so only a scale that fits or matches)
    r"gercekte|gercek (hayat|dunya)\w*|olcek\w* (uy|ayni|tut)\w*|"
    # accessories the box may or may not fit: no rule text names any of them
    r"sleeve\w*|kilif\w*|kart koruyucu\w*|insert\w*|organizer\w*|organizat\w*)\b"
)


def off_rules_kind(question: Question) -> OffRules | None:
    """'strategy' or 'product' when every question asked is of that kind, else None.

    A message asking two things, one of them a rules question ("tavsiye ver ama önce:
    örümcek kaç alan gider?"), is answered: the rules part deserves its answer."""
    texts = [part.ascii for part in question.parts] or [question.ascii]
    kinds = [_kind(text) for text in texts]
    if any(kind is None for kind in kinds):
        return None
    return kinds[0]


def opinion_asked(question: Question) -> bool:
    """The message asks for the assistant's own opinion ("sizce", "siz olsanız") and every
    question in it is advice: off the rules, or a choice asked as "… mi koyayım … mı"."""
    if not _ADDRESSED.search(question.ascii):
        return False
    texts = [part.ascii for part in question.parts] or [question.ascii]
    return all(_kind(t) == "strategy" or _OPTATIVE_CHOICE.search(t) for t in texts)


def _kind(text: str) -> OffRules | None:
    if _PRODUCT.search(text):
        return "product"
    if _STRATEGY.search(text):
        return "strategy"
    return None
