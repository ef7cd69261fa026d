# html.escape and html.unescape: named (HTML5, longest prefix), numeric, invalid references
import html
print(html.escape("<a href=\"x\">Tom & Jerry's</a>"), html.escape("<'\">", quote=False))
for s in ["&amp; &lt; &gt; &quot; &#39; &#x27;", "&copy; 2024 &euro;5 &nbsp;x", "&notin; &notit; &not", "&ampx &amp;x",
          "&#65;&#x42;&#X43;&#0067", "&#0; &#128; &#x80; &#150; &#xD800; &#1114112; &#99999999999; &#11;&#xFFFE;",
          "no refs", "& alone &; &#; &#x; &#xZ", "&Aacute;&aacute;&AElig;&hellip;&mdash;&rarr;&hearts;",
          "&unknownentity; &lt;b&gt;", "&zwnj;&zwj;&lrm;", "&amp;amp;", "&LT&GT&AMP", "&" + "a" * 40 + ";"]:
    print(repr(html.unescape(s)))
print(html.unescape(html.escape("5 > 3 & 'x'")))
