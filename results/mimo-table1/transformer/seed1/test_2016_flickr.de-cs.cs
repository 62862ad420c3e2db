Muž v oranžové bundě se dívá na něco.
Dospívajících se dívá do vzduchu, aby chytil míč.
Dvě dívky v bílých šatech se usmívá.
Několik lidí v bílých šatech stojí před budovou.
Několik lidí se dívají na něco.
Několik mužů v bílých šatech stojí před obchodem.
Několik lidí stojí před budovou.
Chlapec v červeném dresu skáče do vzduchu.
Několik mužů na ulici.
Muž sedí u stolu a má na sobě na sobě na sobě brýle.
Mladé děti se smějí na fotku.
Lidi si hrají na hřišti.
Žena, která má na sobě brýle, stojí před obchodem.
Muž sedí u stolu, zatímco se dívá.
Dva lidé sedí u stolu.
Dvě dívky a dvě děti jsou v místnosti.
Starší muž a žena se dívá do vzduchu.
Žena v bílých šatech stojí před budovou.
Dvě děti v bílých kalhotách stojí na zemi.
Two men and a žena jsou u stolu.
Několik lidí stojí před budovou.
Několik mužů a pes běží po cestě.
Žena se dívá do vzduchu, aby chytil míč.
Muž stojí před obchodem.
Žena se dívá na muže.
Žena v brýlích a čepici stojí u stolu.
Muž se dívá na něco, zatímco se dívá.
Několik dětí se dívají na fotku.
Žena v bílých šatech si hraje na fotku.
Muž se dívá do mikrofonu.
Šest lidí se dívají do vzduchu.
Dvě mladé dívky sedí u stolu.
Malé dítě v zimním oblečení běží po trávě.
Dva lidé sedí u stolu u stolu.
Tři chlapci stojí před obchodem.
Několik žen se dívají na něco, aby mohla.
Žena a žena jdou po ulici.
Několik lidí stojí na ulici v noci.
Dvě mladé děti se smějí.
Muž v růžovém tričku stojí před budovou.
Holka v bílých šatech je ve vzduchu.
Muž v bílých kalhotách stojí před budovou.
Několik lidí sedí u stolu.
Kluk v chránivně je výdě.
Muž v červeném tričku se dívá na něco.
Dva muži si hrají na hřišti.
Malé dítě se dívá na něco.
Několik dětí se smějí, aby mohla rukama.
Muž se dívá na jídlo.
Muž v červené bundě a červené kšiltovce běží po trávě.
Několik lidí jde po ulici.
Plaska se dívá do vzduchu.
Několik lidí stojí na ulici.
Muž v obleku stojí před obchodem v pozadí.
Žena a dvě děti jsou u stolu, zatímco se dívají.
Muž v modrém tričku a modrých šortkách sedí na trávě.
Několik mužů na hřišti.
Two men in black are walking down a street.
Muž v bílé uniformě se dívá do vzduchu.
Two men, kteří mají na sobě vesty a opopy.
Několik dětí se dívají na oko.
Chlapec a žena jdou po chodníku.
Několik lidí v bílých uniformách stojí u stolu.
A man sits on a bench in the water.
Kluk se dívá na svého psa.
Žena v modrém tílku a modrých džínách sedí u stolu.
Dva psi stojí na trávě.
Žena se dívá na svého stolu.
Muž se dívá na svého kola.
Žena a dítě stojí u stolu.
Několik mužů a muž v červeném oblečení sedí u stolu.
A child sits on a bench in front of a tree.
Two men and a woman are looking at the ocean.
Několik mužů a žena jdou po ulici.
Mladá dívka v červeném oblečení běží po cestě.
Několik dětí a dvě děti jdou po ulici.
Dva muži v bílých uniformách stojí na zemi.
Pes plave v bazénu.
Několik lidí stojí na ulici.
Muž v modrém tričku a žena v bílých šortkách jdou po ulici.
Two young boys are riding a dirt bike.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A young woman and a woman are sitting on a bench.
Několik fotbalistů se snaží chytit míč.
Muž se dívá na svého kola.
A boy and a boy are walking down the sidewalk.
Muž se dívá na svého stroje.
Několik lidí sedí u stolu a povídají.
Blonďatá žena se dívá do mikrofonu.
Malé dítě v modrém tričku se dívá do vzduchu.
Žena v bílé bundě a džínách sedí na židli.
Dva muži v bílých uniformách stojí před obchodem.
Dvě dívky si hrají na chránky.
Několik žen a žena se dívají na něco.
Starší muž se dívá do mikrofonu.
Dítě v bílé čepici a bílé čepici si hraje na kytaru.
Dva muži pracují na stavbě.
Žena se dívá na kameru, zatímco muž v pozadí.
Několik mužů sedí u stolu a má na sobě modrou bundu.
Malý chlapec se dívá do vzduchu, aby chytil.
Dvě ženy jsou u stolu.
Několik dětí se dívá na něco.
Žena se snaží chytit míč, zatímco se dívá.
Muž v bílých šatech se dívá na něco.
Několik mužů jede na kole.
Postarší muž v bílých šatech se usmívá.
Muž se dívá na svého kola.
Dítě sedí u stolu a má na sobě na sobě brýle.
Velký hnědý pes se dívá do vzduchu.
Dvě mladé děti jsou ve vzduchu, aby chytil míč.
Malé dítě v červeném oblečení běží po chodníku.
Dvě mladé dívky sedí na zemi a dívají se.
Černo-bílý pes běží po trávě.
Muž v bílé košili se dívá do vzduchu.
Muži se dívají na něco.
Kluk stojí u stolu, zatímco se dívá.
Několik mužů v uniformách běží po cestě.
Několik lidí stojí před budovou.
Muž se dívá do mikrofonu.
Two dogs run in the snow.
Několik mužů a muž stojí na zemi.
Tento dítě v bílých šatech se usmívá.
Muž stojí u stolu s jídlem.
Tři ženy, kteří jsou na zemi, zatímco se dívají.
Několik lidí stojí na ulici.
Několik dětí, kteří mají na sobě bílé triko, hrají na kytaru.
Dvě ženy v bílých šatech.
Několik lidí, kteří sedí u stolu, aby chytil míč.
Žena sedí u stolu.
A boy stands in the middle of a lake.
Muž v modrých šatech se dívá do mikrofonu.
Dva psi si hrají v modrém.
Kluk se dívá na svého kola.
Muž v modrém tričku skáče do vzduchu.
Dítě v bílém tričku a modrých šortkách si hraje na kytaru.
Několik mužů v oranžových vestách stojí na ulici.
Muž v obleku se dívá na něco.
Několik lidí stojí u stolu, zatímco se dívá.
Muž se dívá do vzduchu, aby chytil míč.
Muž v červené bundě se dívá do vzduchu.
Plaska se snaží chytit míč.
Žena v bílých šatech a čepici se usmívá.
Několik dětí se smějí.
Muž v modrém tílku a čepici se usmívá.
Dítě v růžovém tílku a čepici se dívá na něco.
Hnědý pes se dívá na něco, aby chytil míč.
Muž se dívá na svého psa.
Muž v červeném tričku se dívá na něco.
Malé dítě v růžové bundě se dívá do vody.
Chlapec v červeném tričku má na sobě na sobě na sobě modrou bundu.
Několik mužů v zimním oblečení sedí u stolu.
Muž v bílé košili a bílé košili se dívá na něco.
A woman in a white top is walking down a sidewalk.
Šest dětí v modrém tričku a modrých šortkách si hrají na chránky.
Několik lidí se prochází po ulici.
Dívka se dívá na svého stolu.
Muž v oranžové košili a modrých džínách se usmívá.
Malý chlapec si hraje na kamomomě.
Mladá dívka se dívá na něco, zatímco se dívá.
Dvě ženy v oranžových vestách se smějí.
Malé dítě se snaží napránky.
Hnědý pes běží po chodníku v pozadí.
Two dogs play on a bench.
Postarší muž v džínách a modrých džínách se dívá do vzduchu.
Two muži v bílých vestách pracují na ulici.
Muž v bílých šatech, který má na sobě brýle.
Hnědý pes běží po ulici.
Hnědý pes v modrém oblečení běží po trávě.
Ženy si hrají na hřišti.
Žena a dítě stojí na zemi, zatímco se dívají.
Two men and a žena stojí před obchodem.
Několik mužů stojí na zemi a dívají do vzduchu.
Muž sedí u stolu a čte noviny.
Muž v černé bundě se dívá na muže.
Chlapec v modrém dresu a modrých šortkách běží po travnatém hřišti.
Muž stojí před obchodem.
Pes sedí na trávě.
Několik žen v bílých šatech se dívá.
Muž sedí u stolu, zatímco se dívá.
Malé dítě si hraje na kytaru.
Muž se dívá do mikrofonu.
Muž sedí u stolu, zatímco se dívá.
Dospívající chlapec v bílé košili a modrých šortkách si hraje na kytaru.
Muž, který má na sobě brýle, sedí na trávě.
Pes skáče do vzduchu.
Několik mužů se dívá na něco, zatímco se dívá.
Několik dělníkůměluje mánky.
Několik lidí stojí u stolu.
Hnědo-bílý pes běží po pláži.
Muž a muž jdou po ulici.
Žena a žena sedí na lavičce.
Muž jede na kole po cestě.
Několik dětí a dvě děti jsou na zemi.
Muž jede na kole po cestě.
Mladá žena se usmívá, zatímco se dívá.
Dvě ženy, kteří sedí u stolu.
Hnědý pes běží po cestě.
Mladý muž v bílé košili stojí před obchodem.
Několik lidí stojí před obchodem.
Muž se dívá na svého kola.
Muž se snaží chytit míč, zatímco ostatní sledují.
Několik lidí si hrají na chody.
Několik lidí stojí u stolu.
Mladá žena v bílé bundě se dívá do vzduchu.
Několik lidí v bílých šatech stojí před obchodem.
Černo-bílý pes skáče do vzduchu.
Několik dětí se dívá do vzduchu.
Několik mužů se dívají na oko.
Několik mužů v oranžových vestách jede na kole.
Několik mužů na pódiu.
Dva muži jdou po cestě.
Žena se usmívá, zatímco se se dívá.
Mladý muž se dívá do mikrofonu.
Dvě malé děti si hrají v parku.
Dva muži se dívají na oko.
Několik lidí v bílých uniformách se prochází v noci.
Několik mužů v chránách stojí v noci.
Několik mužů si hrají v chráni.
Two men v oranžových vestách pracují na bílých židlích.
Několik mužů stojí na ulici.
Žena, která má na sobě sobě sobě modrou bundu, zatímco se dívá.
Několik mužů v bílých uniformách se dívají na něco.
Několik mužů a dvě ženy jdou po chodníku.
Muž v bílé bundě se dívá do mikrofonu.
Muž a dítě jdou po cestě.
Žena se dívá do vzduchu, zatímco ostatní jsou oblečeni.
Kluk sedí u stolu.
Mladá dívka v bílých šatech si hraje na kytaru.
Několik lidí sedí u stolu.
Dvě ženy v bílých kalhotách a modrých džínách sedí u stolu.
Muž se dívá do vzduchu, aby mohla.
Dvě dívky v modrém oblečení se smějí.
Pes skáče do vzduchu.
Černo-bílý pes má na sobě růžovou bundu a chránky.
Two psi si hrají na pódiu.
Muž a žena sedí u stolu.
Muž se dívá na svého chránky.
Muž v modrém tričku a modrých džínách běží po cestě.
Dva psi se smějí.
Two men are sitting on a bench.
Několik mužů sedí u stolu.
Několik dětí se dívají na máni.
Two women, kteří v růžovém tričku, jeden v pozadí.
Malé dítě v modrém tílku a modrých šatech se dívá na mánky.
Několik lidí stojí v místnosti s jídlem.
Dva lidé v červeném oblečení stojí u stolu.
Žena a dítě jsou u stolu.
Muž, který má na sobě bílé triko, zatímco se dívá.
Mladá žena sedí u stolu v restauraci.
Pes běží po cestě.
Kluk se dívá na svého kola.
Muž v modrém tílku a džínách skáče do vzduchu.
Několik lidí stojí na ulici.
Hnědý pes běží po travnatém hřišti.
Muž sedí u stolu, zatímco se dívá.
Muž a žena sedí u stolu.
Malé dítě stojí u stolu.
Muž v bílé uniformě se dívá na dav.
Kluk stojí u stolu a jí.
Žena v obleku se dívá na něco na něco.
Muž se dívá do vzduchu.
Mladá žena v růžové košili a modrých džínách se dívá na něco.
Žena s batohem jede na kole po cestě.
Bílá žena v zelené bundě a modrých šortkách se dívá do mikrofonu.
Kluk v modrém tričku jede na kole.
Malý chlapec v červené bundě stojí před budovou.
Žena se dívá na svého kola.
Několik mužů si hraje na kytaru.
Muž v oranžové bundě se dívá na něco.
Muž a dvě ženy jsou na zemi, zatímco se dívají.
Muž v červeném tričku se dívá na psa.
Chlapec v červené bundě skáče do vzduchu.
Dvě mladé ženy se smějí.
Žena v brýlích a čepici si hraje na kytaru.
Malé dítě si hrají na pódiu.
Muž v modrém tričku a modrých džínách jde po chodníku.
Muž se dívá na svého kola.
Několik dětí sedí u stolu.
Kluk sedí na zemi.
Malý pes si hraje na fotku aby chytil míč.
Několik lidí sedí u stolu v restauraci.
Pes skáče přes míč.
Malé dítě a dítě jdou po chodníku.
Muž a žena v bílých šatech jdou po ulici.
Dvě ženy se smějí na fotku.
Hnědý pes skáče do vzduchu aby chytil míč.
Několik mužů a muž stojí na zemi.
Malý chlapec stojí před obchodem.
Dvě malé děti jdou po cestě.
Muž se dívá na svého kola.
Muž jede na kole po cestě.
Chlapec v modré bundě se dívá do vzduchu.
Žena v modré bundě sedí na židli a má na židli.
Muž dělá trik na skateboardu.
Muž v uniformě se dívá do vzduchu.
Žena stojí u stolu a jí jídlo.
Two baseball players are running on a field.
Dítě v modrém tričku si hraje na kytaru.
Dvě děti v modrých uniformách běží po cestě.
Několik mladých mladých lidí sedí u stolu v restauraci.
Kluk se dívá na kameru.
Malý chlapec si hraje na kytaru.
Několik lidí v modrém oblečení stojí před budovou.
Hráč v modrém tričku se dívá do vzduchu.
Dospívající pár se dívá do vzduchu.
Muž se usmívá, zatímco se se dívá.
Basketbalista se snaží chytit míč.
Dvě děti v modrém oblečení a modrých uniformách si hrají na hřišti.
Několik dětí se snaží kránky.
Fotbalový hráč v bílém dresu a černých kalhotách se snaží chytit míč.
Malá holčička se dívá na svého psa.
Několik mužů v bílé bundě a modrých uniformách se smějí.
Několik dětí se prochází po ulici.
Pes běží po travnatém kopci.
Two men, kteří mají na sobě oranžové vesty.
Dvě mladé děti se dívají, aby mohla.
Cyklista jede na kole na kole.
Pár v bílé bundě sedí u stolu, zatímco se usmívá.
Šest dětí v noci se dívají.
Práták v chránivně.
Kluk si hrají na hřišti.
Několik dětí se snaží chytit míč.
Několik lidí jde po ulici.
Malý chlapec v bílé bundě si hraje na pláži.
Kluk v modrém tričku se dívá do mikrofonu.
Žena v bílé košili a bílé košili se dívá na kameru.
Dva lidé jsou u stolu, kteří jsou.
Několik lidí stojí před budovou.
Skupina mužů v bílých šatech.
Kluk skáče do vzduchu.
Malý chlapec se dívá do vzduchu, zatímco se dívá.
Černo-bílý muž sedí u stolu a mluví do mikrofonu.
Muž a dítě jsou na zemi.
Několik dětí a dvě děti jsou u stolu.
Několik žen se dívají na něco.
Několik mužů v bílých uniformách stojí u stolu.
Několik mužů v oblecích stojí v místnosti.
Dívka v modrém tílku a modrých šatech se dívá na něco.
Muž se dívá na svého oko.
Někdo jede na kole po cestě.
Dospívající pár se dívá do vzduchu.
Několik mužů a dvě ženy, kteří jsou v momě.
Mladý muž v bílých šatech stojí před obchodem v pozadí.
Černo-bílý pes skáče přes překážku.
Žena a žena jdou po chodníku.
Několik mužů v bílých uniformách stojí v místnosti.
Dvě muž v bílé košili se dívá na něco.
Postarší pár se dívá na svého kola.
Několik lidí stojí u stolu.
Dvě mladé děti se dívají na oko.
Two women and a man are having a conversation.
Dvě děti jsou u stolu, zatímco se dívají.
Dospívajících se dívá do vzduchu.
Několik lidí stojí na ulici.
Dvě malé děti si hrají na skom.
Malé dítě ve žluté bundě jde po cestě.
Bílý pes se dívá do vzduchu.
Skupina lidí stojí před budovou.
Žena v růžovém tílku a drží dítě.
Basketbalista v modrém dresu běží po cestě.
Muž se usmívá před obchodem.
Dvě malé děti v modrém tričku a modrých šortkách se dívá.
Muž se dívá na svého psa, zatímco se dívá.
Černý pes běží po travnatém poli.
Několik dětí se dívá na něco, zatímco stojí.
Několik dětí a dvě děti jdou po ulici.
Několik žen a žena jdou po chodníku.
Malá holčička v bílých šatech, která má na sobě na sobě modrou bundu.
Muž se dívá do mikrofonu.
Two black dogs, one black a black and black dog, play in the snow.
Muž se snaží chytit míč.
Žena sedí na židli a dívá do vzduchu.
Několik dětí sedí na židli a mluví do mikrofonu.
Černo-bílý pes skáče do vzduchu.
Několik lidí, kteří mají na sobě oranžové vesty.
Šest mužů v bílých šatech stojí na ulici.
Malý pes se dívá do vzduchu v bazénu.
Dvě děti v modrém dresu se snaží chytit míč.
Žena v bílé košili se dívá na něco.
Několik žen v bílých šatech se smějí.
Někdo jede na kole po chodníku.
Dvě dívky v bílých šatech se dívá do vzduchu.
Malé dítě se dívá do vzduchu.
Několik mužů se dívá do vzduchu.
Dospívající chlapec v bílém tričku se dívá na svého psa.
Několik lidí se dívají na něco.
Muž se dívá na svého kola.
Kluk si hraje na hřišti.
Několik lidí se dívají na něco.
Několik lidí běží po ulici v pozadí.
Malá holčička v brýlích se dívá na něco.
Two men trying to jump into a body of water.
Několik lidí se prochází ulicí.
Několik žen a žena stojí před obchodem.
Žena a žena jdou po chodníku.
Žena v bílé bundě se dívá do vzduchu.
Několik dětí si hrají na pódiu.
Dva psi si hrají na pódiu.
Two young children are looking at the ocean.
Chlapec a dítě jdou po cestě.
Čtyři lidé stojí venku v místnosti.
Několik mužů v chránách se dívá do vzduchu.
Blonďatá dívka v růžovém tričku drží svou ruce ruce.
Několik mužů v uniformách stojí ve vzduchu.
Muž stojí před budovou.
Plaska v chrivněněněnědělně se dívá.
Two men are working on a bench.
Two muži stojí před obchodem.
Mladé dítě v modrém tílku se dívá do vzduchu.
Dva muži, kteří jsou zastránky.
Několik mužů stojí na chodníku v noci.
Muž v modrém tričku a čepici sedí u stolu.
Několik lidí stojí na travnatém hřišti.
Kluk si hraje na elektrické dráze.
Muž v modrém tričku a modrých džínách běží podél pláže.
Dva psi v červených uniformách se smějí.
Dvě mladé chlapci se smějí.
Několik mužů v oranžových vestách a modrých uniformách se dívají.
Lidi v uniformách stojí na zemi.
Two dogs, kteří jsou v modrém, jeden má na sobě modrou bundu.
Několik mužů se dívají na něco, zatímco se dívá.
Velký hnědý pes běží po chodníku.
Bílý hráč v bílém dresu skáče do vzduchu.
Muž v bílé košili a bílé košili se usmívá.
Černo-bílý pes skáče do bazénu.
Dvě mladé děti, které jsou na zemi, zatímco se dívá.
Two men and a žena jdou po chodníku.
Malé dítě se usmívá, zatímco se se usmívá.
Černo-bílý pes v modrém dresu skáče do vzduchu.
Mladá dívka stojí před bílou budovou.
Dvě děti si hrají na pláži.
Dospívající chlapec v modrém tričku se dívá do vzduchu.
Chlapec v červené bundě běží po trávě.
Dítě v červené bundě a červených šatech a modrých šatech se usmívá.
Skupina mužů v oranžových vestách stojí před budovou.
Několik lidí stojí před obchodem.
Two men are sitting on a bench.
Blonďatá dívka v bílé bundě a bílé čepici a čepici.
Černo-bílý pes skáče do vzduchu.
Několik lidí stojí u stolu v noci.
Žena se snaží chytit míč.
Dva psi běží po cestě.
Hnědý pes skáče na pláži.
Muž v modrém tričku a čepici stojí na ulici.
Malé dítě se dívá do vody.
Muž jede na kole na kole po cestě.
Několik dětí se dívá do vzduchu.
Průzazazazaza na pódiu.
Několik lidí, kteří jdou po chodníku.
Dospívající chlapec se dívá do vzduchu.
Chlapec v červené košili a bílé košili se usmívá.
Několik dětí stojí před obchodem.
Muž stojí na chodníku a dívá se.
Two women, kteří jsou u stolu.
A brown dog is walking across the grass.
Baseballový hráč, který má na sobě bílé tričko, zatímco se dívá.
Žena se usmívá, zatímco se se dívá.
Několik dětí a dvě děti jsou v bazénu.
Two children are sitting on a bench.
Žena se dívá do vzduchu, zatímco se dívá.
Muž se dívá na svého kola.
Několik mužů v noci se dívají na fotku.
Muž sedí na židli a čte knihu.
Muž v obleku sedí u stolu.
Starší muž s brýlemi a brýlemi se dívá.
Muž jede na kole po cestě.
Muž a žena jdou po travnatém hřišti.
Několik lidí se prochází kolem stolu.
Two women, kteří jsou u stolu.
Několik mužů se snaží napránky.
Pes skáče do vzduchu.
Žena v růžovém tričku a čepici se dívá do mikrofonu.
Muž jede na kole po cestě.
Two girls, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě oblečení.
Dva psi si hrají na travnatém poli.
Blonďatá dívka v růžovém tílku a modrých šortkách se usmívá.
Několik dětí se dívá na něco.
Dvě ženy v bílých šatech stojí u stolu.
Velký hnědý pes běží po trávě.
Malý chlapec v modrém tričku a modrých šortkách drží kule.
Two dogs run through the woods.
Dívka a dvě děti si hrají v parku.
Dvě mladé děti stojí před obchodem.
Několik mužů v chránách se dívá do vzduchu.
Dva fotbalisté se snaží chytit míč.
Two young boys, kteří mají na sobě sobě sobě sobě sobě červené a hrají na nástroje.
Muž se dívá do vody.
Bílý pes se dívá do vzduchu, aby chytil míč.
Kluk jede na kole na skateboardu.
Několik mužů sedí u stolu a jí.
Dvě děti jsou v chrikomomově.
Několik mužů v bílých uniformách se dívají.
Malý kluk v bílých šatech se dívá na něco.
Malá holčička v bílých šatech se dívá na něco.
Muž v modrém dresu si hraje na kytaru.
Žena a žena jdou po chodníku.
Děti si hrají na hřišti.
Několik mužů se dívají na okolky.
Two dogs run in the snow.
Žena sedí na trávě a má na sobě modrou bundu.
Několik lidí se dívá na něco, zatímco ostatní stojí.
Two people are sitting on a bench in front of a building.
Několik mužů se dívá na něco.
Dítě a dítě jdou po chodníku.
Muž a žena sedí u stolu v restauraci.
Two ženy se smějí na fotku.
Postarší muž v bílé košili se dívá do mikrofonu.
Několik lidí stojí u stolu, aby chytil míč.
Několik lidí stojí u stolu.
Two girls, kteří jsou v bílých šatech, aby mohla.
Několik lidí sedí u stolu.
Několik mužů jede na kole.
Pes běží po cestě.
Muž v modrém tričku se dívá do vzduchu.
Šest lidí stojí na zemi.
Two muži v bílých uniformách se dívají na něco.
Děti v chránách jsou ve vzduchu.
Muž se dívá na něco na něco.
Žena v bílých šatech jede na kole.
Dvě mladé dívky v bílých šatech se dívá.
Muž v modrém tričku stojí před budovou.
Lidé sedí u stolu.
Několik lidí se dívá na něco.
Dospívající muž v červeném tílku a čepici se dívá.
Žena v modrém tílku a modrých džínách se dívá na něco.
Skupina mužů v bílých uniformách stojí u stolu.
Dítě v bílé bundě a modrých džínách si hraje na kytaru.
Malé dítě a dítě stojí u stolu.
Žena a dvě děti jdou po chodníku.
Muž jde po ulici, zatímco dva muži jsou na ulici.
A woman in a hat is talking on a cellphone.
Žena se dívá na svého chránky.
Muž v bílých šatech se dívá na něco.
Postarší muž a muž sedí u stolu.
Starší muž sedí u stolu a čte noviny.
Žena v bílé košili se dívá na něco.
Muž v obleku stojí před obchodem.
Několik dětí v chránách.
Několik lidí se dívá na něco.
Žena v červené bundě stojí před obchodem.
Několik dětí se dívá do vzduchu.
Muž v bílé košili a bílé košili se dívá do mikrofonu.
Dvě děti sedí u stolu v restauraci.
Dívka v červeném tričku si hraje na hřišti.
Muž se dívá do mikrofonu.
Muž se dívá na něco v ruce.
Muž se dívá na něco, zatímco se dívá.
Muž v džínách a žena v zimním oblečení jdou po cestě.
Několik mužů v bílých uniformách stojí u stolu.
Muž stojí před obchodem a v pozadí.
Několik žen a žen se smějí.
Několik mužů se dívá na něco, aby chytil.
Dva muži v bílých tričkách běží po cestě.
Několik mužů v oblecích stojí před budovou.
Malé dítě se dívá do vzduchu.
Několik lidí stojí před budovou.
Muž se dívá do vzduchu.
Muž se dívá na něco na něco, aby chytil.
Two men are working on a roof.
Žena v bílé bundě se dívá do mikrofonu.
Kluk se dívá na něco.
Dvě mladé děti se smějí, zatímco se se dívá.
Muž v modrém tričku se dívá na něco.
Skupina mužů v bílé bundě sedí u stolu.
Mladá dívka v červené bundě a červených šatech se usmívá.
Muž v červené bundě stojí před obchodem.
Několik lidí si hrají na zemi.
Několik lidí se prochází po cestě.
Několik lidí stojí u stolu.
Několik dělníkůžuje na okomě.
Muž ve žlutém tílku a modrých džínách se dívá na něco.
Několik lidí se dívá na něco, zatímco se dívá.
Několik žen a žena jdou po ulici.
Žena sedí u stolu, zatímco jí.
A woman sits on a bench in front of a building.
Three young men are sitting on a red bench.
Žena v modrém tričku se dívá na něco.
Šest dětí sedí u stolu.
Hnědý pes běží po cestě.
Two dogs run across a grassy hill.
A child sits on a bench.
Několik lidí stojí u stolu.
Několik lidí se dívají na okomě.
Několik dětí se smějí na fotku.
Žena v červené bundě jede na kole.
Šest mužů v oranžových vestách pracují na pódiu.
Dvě mladé ženy, kteří jsou v bílých šatech, zatímco se dívá.
Několik lidí stojí na ulici.
Žena a dítě stojí na zemi.
Několik mužů v oranžových vestách stojí u stolu.
Několik lidí stojí u stolu.
Muž v brýlích a muž v brýlích mluví do mikrofonu.
Two men sit on a bench.
Two women v bílých tričkách jsou ve sněhu.
Otec se dívá do vzduchu.
Postarší muž v brýlích stojí před budovou.
Několik mužů sedí na chodníku.
Mladá dívka si hraje na ulici.
Několik mužů sedí u stolu a v pozadí.
Muž v bílé bundě stojí před budovou.
Hnědý pes má na sobě modrou bundu, zatímco má na sobě modrou bundu.
Muž se dívá do vzduchu, aby mohla.
Žena a žena jdou po chodníku.
Dítě v červeném tílku a červených šatech se dívá do mikrofonu.
Žena sedí u stolu a v pozadí.
Dva muži stojí u stolu, zatímco sedí u stolu.
Žena se dívá na svého chránky.
Dvě ženy v červených šatech a muž v červených šatech.
Několik dětí běží po pláži.
Muž a žena sedí u stolu.
Dvě ženy stojí před obchodem v místnosti.
Mladá dívka skáče do vzduchu.
Dvě ženy sedí u stolu v bílé místnosti.
Dítě sedí u stolu v restauraci.
Muž v bílé bundě a džínách se dívá do vzduchu.
Žena sedí u stolu a hraje na kytaru.
A blond-haired woman sits on a bench.
Ženy sedí u stolu a jeden muž v bazénu.
Několik lidí sedí na zemi a dívají se.
Muž v bílé košili a bílé košili se usmívá.
Mladý muž se snaží chytit míč.
Dvě mladé dívky a dvě ženy jsou na chránky.
Žena v růžovém tílku a modrých džínách se dívá na něco v ruce.
Muž v obleku se dívá do mikrofonu.
Muž si hraje na elektrickou kytaru.
Několik mužů v červených šatech a červených šatech se usmívá.
Žena se dívá na svého kola.
Muž v bílé bundě se dívá do mikrofonu.
Žena se dívá na něco, zatímco se dívá.
Několik lidí jde po ulici.
Několik lidí se prochází kolem stolu.
Několik lidí v oranžových vestách stojí před davem.
Muž stojí u stolu.
Muž a žena sedí u stolu.
Dvě ženy v bílých šatech stojí u stolu.
Mladá dívka v modrém tričku a modrých šortkách běží po trávě.
Dítě v modrém tričku a modrých džínách jde po ulici.
Muž v obleku se dívá do mikrofonu.
Několik lidí běží po travnatém hřišti.
Několik lidí stojí u stolu.
Několik lidí běží po ulici.
Několik lidí, kteří jsou venku, zatímco se dívá.
Několik mladých dětí se smějí.
Tři fotbalisté, kteří mají na sobě na sobě na sobě, jeden z nich jsou.
Dvě ženy v zimním oblečení se dívají na něco.
Několik lidí jde po ulici v noci.
Muž v obleku sedí u stolu.
Dvě mladé ženy, kteří mají na sobě na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě bílé, a bílé triko, a bílé triko, a bílé triko, m oblečení.
Mladá žena a žena sedí u stolu.
Muž v obleku a čepici stojí na ulici.
Žena v červených šatech stojí na chodníku.
Několik lidí stojí u stolu v pozadí.
Muž se dívá na svého psa, zatímco se dívá.
Několik lidí si hrají na pódiu.
Dva mladí muži jdou po ulici.
Žena v obleku jde po ulici.
Postarší muž se dívá do vzduchu.
Muž a dvě děti jsou na zemi, zatímco se dívají.
Dítě v červeném tílku a čepici se usmívá.
Několik mužů sedí na židli v parku.
A man in a hat is walking down a street.
Skupina mužů stojí na chodníku v noci.
Žena v růžové bundě se dívá do vody.
Několik lidí sedí u stolu v restauraci.
Muž dělá trik na skateboardu.
Žena v modrých šatech se dívá do mikrofonu.
Dvě mladé dívky jdou po ulici.
Žena se dívá na svého kanky.
Muž jede na kole po ulici.
Muž v brýlích stojí před budovou.
Muž a žena jdou po ulici.
Mladá dívka v bílé bundě se dívá do mikrofonu.
Ženy v bílých šatech se dívá do vzduchu.
Žena a žena jdou po ulici.
Muž se usmívá, aby mohla rukama v pozadí.
Několik mužů stojí na trávě.
Několik lidí se dívají na oko.
Muž stojí na židli a dívá se do vzduchu.
Několik mužů v uniformách se dívají do vzduchu.
Několik lidí stojí u stolu, zatímco muž stojí venku.
Dvě děti stojí před budovou.
Muž v modrém tričku a modrých šortkách stojí před obchodem.
Plaska se usmívá, zatímco se.
Několik lidí si hraje na hudební nástroje.
Několik lidí stojí před budovou.
Žena se dívá na muže, zatímco ostatní sledují.
Muž v bílé bundě se dívá do mikrofonu.
Skupina mužů v oranžových vestách stojí před budovou.
Několik lidí se dívají na okomě.
A man and a woman are standing in front of a building.
Několik dětí se dívají na okomě.
Čtyři muži sedí u stolu, jeden má na sobě modrou bundu.
Dvě děti sedí u stolu a dívají se.
Muž v červeném tričku se dívá do mikrofonu.
Několik dětí se dívá na něco.
Několik mužů a žena v bílých šatech se dívá.
Malé dítě v zimním oblečení sedí u stolu.
Muž v červené bundě se dívá do mikrofonu.
Two people are walking down a street.
Několik mužů v chránách se dívá na něco.
Šest mužů v oranžových vestách pracují na chody.
Two young girls are on a bench, kteří jsou na ulici.
Několik lidí jede na kole.
Malé dítě se dívá do vzduchu.
Pes se dívá na muže, zatímco žena.
Několik lidí stojí u stolu.
Několik dětí si hrají na pódiu.
Postarší muž se dívá do mikrofonu.
Two people are standing on a beach.
Čtyři lidé jdou po ulici.
Žena v růžovém tričku a čepici stojí na židli.
Žena v červeném tričku se dívá do mikrofonu.
Chlapec v bílé košili si hraje na hudební nástroje.
Malé děti v chránách se snaží chytit míč.
Několik mužů v oranžových vestách jdou po cestě.
Několik lidí stojí před budovou.
Několik lidí se dívají na okomě.
Muž se dívá do vzduchu, zatímco ostatní sledují.
Pár jde po ulici.
Několik mužů se dívají na něco.
Žena v bílých šatech se usmívá.
Žena v modrém tričku a čepici sedí u stolu.
Malé dítě se dívá do vzduchu.
Několik lidí sedí u stolu.
Muž a žena stojí před obchodem.
Několik mužů stojí na chodníku a má na sobě červené tričko.
Černo-bílý pes skáče do vzduchu.
Muž, který má na sobě sobě sobě brýle, zatímco se dívá.
Muž v modrém dresu skáče do vzduchu.
Muž v obleku a žena v bílých šatech jsou v kuchyni.
Několik dětí sedí u stolu.
A black dog with a stick on the grass.
Několik mužů se dívají na okomě.
Pes se dívá do vzduchu aby chytil míč.
Několik mužů sedí u stolu a dívají.
Několik lidí stojí před budovou.
Postarší muž v džínách a džínách jde po chodníku.
Muž v modrém tričku a modrých džínách stojí před obchodem.
Muž a žena jdou po ulici.
Několik mužů v bílých uniformách se smějí.
Muž v brýlích a žena v zimním oblečení jdou po ulici.
Muž stojí před obchodem, zatímco se dívá.
Žena v růžové bundě se dívá do mikrofonu.
Několik lidí jde po ulici.
Několik mužů v chránách se dívá na něco.
Dva lidé jsou u stolu, zatímco se dívají.
Several men, kteří mají na sobě sobě sobě sobě sobě sobě black.
Žena v červené bundě a červené bundě stojí na ulici.
Dvě ženy v bílých šatech se dívá na kameru.
Několik lidí, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě black, sedí u stolu.
Muž sedí u stolu a čte noviny.
Lidi v oranžových kalhotách a bílé košili se usmívá.
Několik lidí stojí u stolu.
Několik lidí stojí u stolu.
Čtyři lidé jdou po cestě.
Malé dítě stojí před obchodem.
Několik lidí se smějí na fotku.
Muž v brýlích a čepici stojí na ulici.
A boy and a girl are standing on a bench.
Starší muž ve žlutém tílku a modrých džínách se dívá do vzduchu.
Lidi jsou venku před obchodem.
Žena se dívá na před davem.
Otec se dívá do vzduchu, zatímco se dívá.
Tamomomomomomomomomomolluje momě.
Dvě mladé ženy jsou v kuchyni, zatímco se dívají.
Muž sedí na zemi a má na sobě modrou bundu.
Několik mužů sedí u stolu.
Několik lidí v bílých uniformách stojí u stolu.
Žena a dvě děti jdou po ulici.
Muž v bílé košili se dívá do vzduchu.
Několik lidí stojí u stolu.
Několik žen v oblecích stojí před obchodem.
Dvě mladé dívky se smějí.
Dvě ženy, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě bílé, sedí u bílého stolu.
Malá dívka v bílé bundě sedí u stolu.
Two men and a woman are walking down a street.
Muž, který má na sobě červenou bundu a red hat, a black hat.
Malý chlapec v červeném tílku a čepici stojí na chodníku.
Two young boys play on a bench.
Mladá dívka v modrých šatech a modrých džínách skáče do vzduchu.
Muž s brýlemi a brýlemi stojí na ulici.
Dvě malé děti v bílých uniformách se dívají do vzduchu.
Starší pár sedí u stolu.
Postarší muž v pruhovaném tričku a modrých šortkách se usmívá.
Dva lidé jsou u stolu, kteří jsou u stolu.
Chlapec v červeném tričku a modrých džínách stojí před obchodem.
Muž sedí u stolu v restauraci.
A young man and a young man are looking at the camera.
Muž v obleku se dívá do mikrofonu.
Několik lidí, kteří mají na sobě bílé tričko, zatímco žena.
Několik lidí stojí u stolu.
Několik dětí se dívají na fotku.
Žena v brýlích stojí na ulici.
Muž se dívá do mikrofonu.
Muž, který má na sobě bílé tričko, zatímco se dívá.
Chlapec v růžovém tričku se dívá do mikrofonu.
Two children are sitting on a bench.
Postarší muž v obleku se prochází po ulici.
Několik lidí jede na kole.
Muž sedí u stolu a jí.
Muž jede na kole po cestě.
Mladé dítě sedí u stolu, zatímco se dívá.
Skupina mužů v uniformách stojí na ulici.
Postarší muž v bílé košili stojí na ulici.
Muž jede na kole na kole po cestě.
Několik dětí se snaží napránky.
Několik lidí se dívají na okomě.
Muž se dívá do vzduchu.
Muž se dívá do vzduchu.
Několik mužů stojí u stolu.
Muž v modrém tričku a modrých džínách stojí před obchodem.
Chlapec a dívka stojí před obchodem.
Několik lidí v bílých kalhotách drží v ruce.
Žena v bílé bundě sedí na trávě.
Two women are looking at a building.
Několik lidí, kteří mají na sobě na sobě white and white and white and white, standing on a sidewalk.
Postarší žena v bílé bundě se dívá na něco.
Několik mužů sedí u stolu.
Několik lidí se dívají na ulici.
Muž stojí u stolu s jídlem.
Žena sedí u stolu a čte noviny.
Několik mužů stojí u stolu, zatímco ostatní sedí.
Muž sedí u stolu v restauraci.
Několik lidí v zimním oblečení stojí na trávě.
Několik dětí si hrají v parku.
Muž v obleku a čepici si hraje na kytaru.
Two young girls are sitting on a bench in front of a building.
Dvě děti si hrají před míčem v pozadí.
Malé dítě se dívá na ženu.
Muž v modrém tričku a čepici se dívá do mikrofonu.
Two people are sitting on a bench, aby mohla.
Malý chlapec v chránách se dívá do vzduchu.
Lidi jsou na chodníku.
Mladá dívka v modrém tílku a modrých džínách jde po cestě.
Několik mužů se dívá do vzduchu.
Muž a žena jdou po ulici.
Mladá dívka sedí na židli a čte knihu.
Několik dětí se dívají na okomě.
Mladý muž se dívá na svého kola.
Two men are sitting on a bench, one of them.
Postarší muž v bílé košili a džínách stojí na chodníku.
Mladá dívka se dívá do mikrofonu.
Malý chlapec si hraje na kytaru.
Několik mužů a žena v bílých šatech se dívá.
Muž v oranžové bundě jede na kole na kole.
Mladá dívka v růžovém tílku a čepici stojí na zemi.
Malé dítě se prochází po chodníku.
Plaska se dívá do vzduchu.
Několik lidí stojí před budovou.
Muž v obleku stojí před obchodem.
Two children play on a bench.
Muži hrají na hřišti.
Muž skáče do vzduchu, aby chytil míč.
Dvě dívky sedí na zemi a hraje v pozadí.
Dvě děti jsou u stolu, zatímco se dívají.
Muž se usmívá do mikrofonu.
Blonďatá dívka se dívá na něco.
Muž stojí u stolu v restauraci.
Dva muži stojí v místnosti.
Muž a muž se dívá na něco, aby mohla.
Two girls v bílých šatech se smějí.
Několik dětí sedí u stolu a povídají.
Několik dětí stojí v noci.
Malý chlapec v brýlích a čepici stojí u stolu.
Dvě děti jsou v místnosti.
Dvě mladé děti se objímají, zatímco se dívají.
Několik dětí se dívá do vzduchu.
Žena v červeném tričku se dívá do mikrofonu.
Žena sedí u stolu v restauraci.
Dva muži jsou na ulici v noci.
Dívka a dvě děti si hrají v trávě.
Dvě děti v bílé košili a bílé košili se dívá na kameru.
Muž se dívá do vzduchu, zatímco se dívá.
Muž v bílé košili a modrých džínách stojí před budovou.
Několik dětí se dívají na oko.
Několik mužů v modrém oblečení stojí před obchodem.
Několik mužů a žena sedí u stolu.
Postarší muž se dívá na muže, zatímco se dívá.
Dospívající muž se dívá do vzduchu.
Žena v bílé bundě se dívá na něco, aby mohla.
Dvě mladé dívky v chránách se usmívá.
Two girls, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě bílé, a bílé, a black and black and black topu.
Několik žen na ulici.
Postarší muž sedí u stolu, zatímco se dívá.
Žena a dítě jdou po chodníku.
Několik mladých lidí se smějí na fotku.
Dvě mladé dívky se dívá do vzduchu.
Malé dítě v bílé bundě stojí před obchodem.
Několik mužů si hraje na kytaru.
Blonďatá dívka v bílé košili, který má na sobě na sobě modrou bundu.
Two muži si hrají na ulici.
Několik lidí se dívá do vzduchu.
Žena a dvě děti jdou po ulici.
Žena se dívá na něco, zatímco se dívá.
Několik mužů v oranžových uniformách sedí u stolu.
Tři muži v bílých uniformách běží po travnatém hřišti.
Muž se dívá na svého umění.
Dva muži, kteří jsou v bílých uniformách, jeden se snaží chytit míč.
Několik dětí běží po travnatém hřišti.
Několik dětí v bílých šatech se dívá do vzduchu.
Velká skupina dětí běží po trávě.
A man sits on a bench in front of a wall.
Žena v modré bundě jde po chodníku.
Tři muži se dívají na fotku.
Dvě děti se snaží chytit míč.
Několik dětí se dívají na fotku.
Lidi si hrají na pódiu.
Fotbalový hráč v bílé bundě se dívá do vzduchu.
Několik lidí se prochází po ulici.
Několik lidí v oranžových uniformách se dívají na něco.
Černý pes v bílém dresu běží po hřišti.
Malý chlapec se dívá do vzduchu.
A woman and a child are walking down the street.
Baseballový hráč se snaží chytit míč.
Dvě ženy si hrají v bazénu.
Miminko v bílé košili a modrých šortkách běží po travnatém hřišti.
Muž v bílé košili a žena v bílé košili se usmívá.
Muž se dívá na něco, zatímco se dívá.
Malý chlapec v pruhovaném tričku se dívá na svého kola.
Postarší muž se dívá do vzduchu, aby mohla.
Žena a žena jdou po cestě.
Několik žen a žen se smějí.
Muž v červené bundě jede na kole.
Dvě mladé ženy v modrém tričku se usmívá.
A woman in a red jacket is standing in a shallow water.
Několik dětí se dívá na něco.
Čtyři děti se smějí.
Muž ve žluté bundě jde po ulici.
Několik lidí stojí u stolu.
Několik mužů v oranžových uniformách se dívají, aby mohli v pozadí.
Dvě děti v červených uniformách jsou v bazénu.
Muž jede na kole na kole po ulici.
Muž v bílé košili jde po cestě.
Kluk se dívá do vzduchu.
Několik dětí si hrají na hřišti.
Dítě v bílé bundě stojí před budovou.
Žena se dívá na svého kola.
Několik lidí stojí na ulici.
Dospívající pes se snaží chytit míč.
Skupina mužů v oranžových vestách si hrají na pódiu.
Muž stojí před momomomomy.
Plaska se dívá do vzduchu.
Několik mužů se dívají na okomě.
Otec skáče do vzduchu.
Two chlapci si hrají na pláži.
Několik lidí stojí u stolu v restauraci.
Několik mužů běží po cestě.
Několik mužů jede na kole po cestě.
Několik lidí si hrají ve vzduchu.
Několik mužů se dívá na kameru.
Muž se dívá do mikrofonu.
Mladý muž v modrém tričku drží napu.
Žena sedí u stolu v restauraci.
Několik mužů v bílých uniformách sedí u stolu v místnosti.
Two motorcyclists are racing a race.
Muž v červené bundě se dívá do vzduchu.
Několik lidí a dvě děti jdou po trávě.
Malé dítě v růžovém tílku a čepici stojí na židli.
Basketbalista se snaží chytit míč.
Muž, který má na sobě sobě brýle a black hat, zatímco sedí u stolu.
Muž si hraje na pódiu na pódiu.
Žena v bílé košili a modrých šortkách se dívá do vzduchu.
Muž v obleku jede na kole po ulici.
Muž se dívá na svého stroje.
Žena se dívá do vzduchu aby chytil míč.
Dvě mladé ženy, kteří jsou u stolu.
Two young girls, kteří jsou v noci.
Dítě v modrém tričku se dívá do vody.
Skupina mužů v bílé bundě se dívá na něco.
Žena v červeném dresu skáče do vzduchu.
Dvě mladé dívky v oranžových šatech se usmívá.
Žena v bílé bundě se dívá na něco.
Několik dětí se smějí na fotku.
Two young women and a woman are walking down a street.
Dvě malé děti se smějí.
Žena v červené bundě jede na kole.
Žena se dívá do mikrofonu.
Několik žen, která má na sobě na sobě bílé triko, aby chytil míč.
Basketbalista se snaží chytit míč.
Děti v oranžových uniformách se snaží chytit míč.
Několik dospívajících dětí se snaží zpránky.
Dva fotbalového fotbalu v bílém dresu se snaží chytit míč.
Muž sedí u stolu v místnosti.
Otec se snaží chytit míč.
Otec se dívá do vzduchu, aby chytil míč.
Dva fotbalisté se snaží chytit míč.
Kluk si hrají v parku.
Two children, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě black and black and black.
Muž a žena jdou po chodníku.
Malý chlapec se snaží chytit míč, zatímco se dívá.
Šest mužů sedí u stolu.
Několik dětí a dvě děti jsou na zemi.
Dva muži v modrém oblečení a jeden muž v pozadí.
Muž v bílé košili se dívá do vzduchu.
Několik žen a žena jdou po ulici.
Několik lidí se dívají na fotku.
Žena a žena jdou po cestě.
Několik dětí si hrají ve sněhu.
Muž a žena jdou po chodníku.
Dvě dívky v bílých šatech jede na kole.
