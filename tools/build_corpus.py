"""Build rules_corpus/*/ Markdown documents from the store's scraped seed texts.

Run once by a maintainer (``python tools/build_corpus.py ../shared/seeds``); its output is
committed and reviewed. The rule text is copied verbatim: this script only decides which
lines are headings, drops scrape debris (image links, the repeated disclaimer block, empty
headings) and gives each FAQ answer a question heading written by us (FAQ_QUESTIONS).
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

TOP_SECTIONS_TR = {
    "Oyun Hakkında",
    "Bileşenler",
    "Puan Hesaplama",
    "Oyun Bitiş Koşulları",
    "Varyantlar",
    "Oyun Hazırlığı",
    "Oyun Akışı",
    "Sık Sorulan Sorular",
}

FAQ_HEADING = "Sık Sorulan Sorular"

# Our own question headings for the FAQ answers, in the order the answers appear.
FAQ_QUESTIONS: dict[str, list[str]] = {
    "hoth": [
        "AT-AT'ye isabet eden her zar onu hemen yok eder mi?",
        "Keşif Droidi veya Asi Topçusu yok edilince madalya kazanılır mı?",
        "Minyatür kaybeden birim daha az zarla mı saldırır?",
        "Snowspeeder hareket ettikten sonra saldırabilir mi?",
        "Piyade 2 hex hareket edip saldırabilir mi?",
        "Kayalara veya binalara giren birim o tur saldırabilir mi?",
        "Bir birim başka bir birimin hexinden geçebilir mi?",
        "Geri çekilemeyen birime ne olur?",
        "İki birim de sırttaysa görüş hattı nasıl belirlenir?",
        "Komut destesi bitince oyun biter mi?",
        "Yapılar birim sayılır mı, saldırabilir mi?",
        "Bölümdeki birim sayısından fazla emir veren kart oynanırsa ne olur?",
    ],
    "hive": [
        "Arı Kraliçe en geç ve en erken hangi turda oyuna girer?",
        "Arı Kraliçe gelmeden taşlarımı hareket ettirebilir miyim?",
        "Üstünde Böcek olan taş hareket edebilir mi?",
        "Yeni taş rakibin taşına değecek şekilde konabilir mi?",
        "Çekirge boş alanların üzerinden atlayabilir mi?",
        "Kraliçe kendi taşlarımla kuşatılırsa da kaybeder miyim?",
        "Böcek hareket özgürlüğü kuralından muaf mı?",
        "Hiç hamle yapamazsam oyunu kaybeder miyim?",
    ],
    "alhambra": [
        "Bina alırken farklı para birimlerini karıştırabilir miyim?",
        "Tam ödeme ile kazanılan ek aksiyon zincirleme devam edebilir mi?",
        "Yedek alandaki binalar puanlamada sayılır mı?",
        "Bütün duvar parçalarım puan getirir mi?",
        "Birden fazla para kartı alabilir miyim?",
        "Puanlamada beraberlik nasıl çözülür?",
        "Bitişik binaların duvarları nasıl uymalı?",
        "Alhambra'mda kapalı boşluk bırakabilir miyim?",
        "Bina karolarını döndürebilir miyim?",
        "İki kişilik oyunda Dirk nedir, nasıl oynanır?",
        "Para kartları yenilenirken puanlama kartı çıkarsa ne olur?",
        "Aynı turda hem bina alıp hem Alhambra'mı yeniden düzenleyebilir miyim?",
    ],
    "gloomhaven-jotl": [
        "Jaws of the Lion, orijinal Gloomhaven'dan nasıl farklı?",
        "Ürettiğim elementi aynı turda kendim tüketebilir miyim?",
        "Herhangi bir hasarı kart kaybederek engelleyebilir miyim?",
        "Son canavar ölünce senaryo hemen biter mi?",
        "Kısa dinlenme nasıl yapılır, kaybedilen kart değiştirilebilir mi?",
        "Zehir ve yara iyileştirmeyle nasıl etkileşir?",
        "Canavar her zaman en yakın karaktere mi saldırır?",
        "Kartın alternatif (varsayılan) aksiyonu nedir?",
        "Menzilli saldırı komşu düşmana yapılırsa ne olur?",
        "Kayıp ikonlu aksiyon kullanılınca kart nereye gider?",
        "2x veya Null çekilince deste ne zaman karıştırılır?",
        "Lanet ve Kutsama kartları nasıl çalışır?",
        "Senaryo kaybedilince ne kaybedilir, ne korunur?",
        "Perk nasıl kazanılır?",
    ],
}

# The Czech guide is a scraped interactive page: its structure is given by hand.
CS_TOP = [
    "💡 Taktické tipy pro Hoth",
    "Star Wars: Bitva o Hoth ❄️",
    "1. O co jde?",
    "2. Příprava scénáře",
    "3. Tah hráče krok za krokem",
    "4. Karty rozkazů a sektory",
    "5. Pohyb jednotek",
    "6. Útok a bojový tahák",
    "7. Jednotky",
    "8. Terén, ochrana a cíle",
    "9. Volitelně: velitelé a kampaně",
]
CS_SUB = {
    "🎴 Karty rozkazů jsou tvoje tempo",
    "👁️ Dohled je stejně důležitý jako dostřel",
    "🧊 Terén může rozhodnout bitvu",
    "⚙️ AT-AT je tvrdý, ale není nesmrtelný",
    "🏅 Hraj na medaile, ne na krásu",
    "Cíl hry",
    "Tah",
    "Scénáře",
    "Nejdůležitější pojmy",
    "Kolik figurek tvoří jednotku?",
    "Dva druhy karet rozkazů",
    "Sektory bojiště",
    "Co znamená vydat rozkaz?",
    "Obecná pravidla pohybu",
    "Kolik se kdo hýbe?",
    "Pohyb při ústupu je jiný",
    "Kdy může jednotka útočit?",
    "Útok krok za krokem",
    "Symboly na útočných kostkách",
    "Ústup polopatě",
    "Dohled a překážky",
    "👁️ Speciální případy dohledu",
    "Povstalecká aliance",
    "Galaktické impérium",
    "Jednotky zvláštního určení",
    "Cíle a medaile",
    "Karty velitelů",
    "Kampaně",
}


@dataclass(frozen=True)
class SeedSpec:
    seed: str
    game: str
    out: str
    title: str
    lang: str


SEEDS = [
    SeedSpec("000_77734bebfdbae3fd.txt", "hoth", "kurallar.md", "Star Wars: Hoth Savaşı", "tr"),
    SeedSpec("001_7dfdcf40744b930f.txt", "hive", "kurallar.md", "Hive", "tr"),
    SeedSpec("002_65cb59398f2be528.txt", "alhambra", "kurallar.md", "Alhambra", "tr"),
    SeedSpec(
        "003_6f33dc08479617d9.txt",
        "hoth",
        "pruvodce.cs.md",
        "Star Wars: Bitva o Hoth – průvodce pravidly",
        "cs",
    ),
    SeedSpec(
        "004_25c20fd386e7936b.txt",
        "gloomhaven-jotl",
        "kurallar.md",
        "Gloomhaven: Jaws of the Lion",
        "tr",
    ),
]

DEBRIS = re.compile(r"^%2Fpic\d+\.(jpg|png)\)$")
DISCLAIMER_HEAD = re.compile(r" için resmi Türkçe kural kitapçığı mevcut$")


def is_tr_heading(line: str) -> bool:
    """Short lines without sentence-final punctuation are headings in these scrapes."""
    return len(line) < 90 and not line.startswith("- ") and line[-1] not in ".:!?"


def strip_debris(lines: list[str]) -> list[str]:
    """Drop image debris and every copy of the disclaimer block (heading + 2 lines)."""
    kept: list[str] = []
    skip = 0
    for line in lines:
        if skip:
            skip -= 1
            continue
        if DISCLAIMER_HEAD.search(line):
            skip = 2
            continue
        if DEBRIS.match(line):
            continue
        kept.append(line)
    return kept


def convert_tr(spec: SeedSpec, text: str) -> str:
    lines = strip_debris([ln.strip() for ln in text.splitlines() if ln.strip()])
    questions = iter(FAQ_QUESTIONS[spec.game])
    blocks: list[tuple[int, str]] = []  # (heading level or 0 for body, text)
    in_faq = False
    for line in lines:
        if line in TOP_SECTIONS_TR:
            blocks.append((2, line))
            in_faq = line == FAQ_HEADING
        elif in_faq:
            blocks.append((3, next(questions)))
            blocks.append((0, line))
        elif is_tr_heading(line):
            blocks.append((3, line))
        else:
            blocks.append((0, line))
    if next(questions, None) is not None:
        raise SystemExit(f"{spec.game}: more FAQ questions than answers")
    return render(spec.title, drop_empty_headings(blocks))


def convert_cs(spec: SeedSpec, text: str) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    blocks: list[tuple[int, str]] = []
    for line in lines[1:]:  # line 0 is the document title
        if line in CS_TOP:
            blocks.append((2, line))
        elif line in CS_SUB:
            blocks.append((3, line))
        else:
            blocks.append((0, line))
    return render(spec.title, drop_empty_headings(blocks))


def drop_empty_headings(blocks: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A heading whose next block is a heading of the same or a higher level has no text."""
    kept: list[tuple[int, str]] = []
    for i, (level, text) in enumerate(blocks):
        if level:
            nxt = blocks[i + 1][0] if i + 1 < len(blocks) else 1
            if nxt and nxt <= level:
                continue
        kept.append((level, text))
    return kept


def render(title: str, blocks: list[tuple[int, str]]) -> str:
    out = [f"# {title}", ""]
    for level, text in blocks:
        out.append(f"{'#' * level} {text}" if level else text)
        out.append("")
    return "\n".join(out)


def main(seed_dir: Path) -> None:
    for spec in SEEDS:
        text = (seed_dir / spec.seed).read_text(encoding="utf-8")
        md = convert_cs(spec, text) if spec.lang == "cs" else convert_tr(spec, text)
        target = ROOT / "rules_corpus" / spec.game / spec.out
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(md, encoding="utf-8")
        print(f"{spec.seed} -> {target.relative_to(ROOT)}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared" / "seeds")
