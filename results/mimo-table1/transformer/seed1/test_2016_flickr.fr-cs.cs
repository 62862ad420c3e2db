Muž v oranžových brýlích má na sobě oranžové vestu.
Plaska v modrém dresu se dívá do vzduchu.
Dvě mladé dívky v bílých šatech se dívá.
Několik lidí, kteří mají na sobě sobě na sobě červené vesty.
Několik lidí se dívají na oko.
Muž v brýlích a žena v bílých šatech.
Několik lidí stojí před budovou.
Chlapec v červené bundě se připravuje na kanik.
Muž stojí na ulici.
Muž a žena sedí na židli.
Několik dětí a dvě děti jsou venku.
Lidi jsou na hřišti, aby chytil míč.
Žena se dívá do mikrofonu.
Několik mužů sedí u stolu a čte noviny.
Čtyři lidé sedí u stolu v místnosti.
Dívka v modrém tílku stojí na židli.
Blonďatá dívka se dívá do vzduchu.
Žena, která má na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě a black dress and black hat.
Postarší muž v pruhovaném tričku se dívá na něco.
Skupina žen a žen se dívají na něco, zatímco žena.
Několik lidí stojí před budovou.
Postarší pes běží po travnatém hřišti.
Žena a dvě děti jsou na travnatém hřišti.
Muž stojí před obchodem a dívá se.
Žena se dívá na muže.
Žena v růžovém tílku a čepici stojí u stolu.
Muž se dívá do vzduchu.
Několik mladých dětí se dívají na oko.
Dvě ženy, kteří jsou oblečeni, které jsou v pozadí.
Muž se dívá na muže, zatímco ostatní sledují.
Šest lidí se dívají na něco.
Two girls are sitting on a bench.
Malé dítě v zimním oblečení jdou po cestě.
Dva lidé sedí u stolu v restauraci.
Dvě děti stojí před budovou.
Několik žen, kteří jsou u stolu.
Žena a žena jdou po ulici.
Několik mužů v uniformách stojí u stolu.
Dvě mladé ženy jsou v noci.
Muž v modrém tílku stojí na zemi.
Dvě dívky v bílých šatech si hrají v parku.
Muž v modrém tričku a muž v modrém tričku sedí na židli.
Několik lidí sedí u stolu.
Malé dítě se usmívá do vzduchu.
Muž v červené košili se dívá do mikrofonu.
Dva muži v bílých uniformách pracují na travnatém hřišti.
Mladé dítě se dívá do mikrofonu.
Několik dětí se dívají na v bazénu.
Muž stojí u stolu.
Muž v modrém tričku a modrých džínách běží po travnatém hřišti.
Několik lidí stojí u stolu.
Cyklista jede na kole po cestě.
Několik lidí stojí u stolu.
Muž se dívá do vzduchu, aby chytil míč.
Žena v modrém tričku a džínách se dívá do mikrofonu.
Muž v modrém tílku a modrých šortkách sedí na trávě.
Několik mužů na hřišti na hřišti.
Two men, kteří mají na sobě sobě sobě na sobě na sobě oranžové vesty.
Muž v bílé bundě se dívá do vzduchu.
Two men, kteří mají na sobě sobě na sobě sobě na sobě vesty.
Dvě mladé dívky se dívá do vzduchu.
Malý kluk a žena jdou po chodníku.
Několik lidí stojí u stolu.
Muž a žena sedí na trávě.
Chlapec a dítě jdou po travnatém hřišti.
Žena v modrém tílku a modrých džínách sedí u stolu.
A brown dog stands on the beach.
Žena a žena sedí na židli u stolu.
Muž se dívá do vzduchu.
Žena a žena stojí v místnosti.
Starší muž v červeném tílku a hraje na ulici.
Několik dětí sedí u stolu, zatímco se usmívá.
Two men and a žena jsou ve sněhu.
Několik mužů a žena v bílých šatech jdou po ulici.
Mladá dívka v bílých šatech se usmívá.
Několik dětí běží po cestě.
Dvě děti se dívají na oko.
Hnědý pes skáče na trávě.
Několik lidí sedí u stolu.
Několik mužů a žena sedí u stolu.
Two young children are looking at a nakol.
Muž v modrém tričku a modrých džínách a modrých džínách se usmívá.
Mladé mladé ženy stojí u stolu, zatímco žena.
Two women, kteří si hrají v bazénu.
Muž se dívá do mikrofonu.
Kluk jede na kole.
Muž se dívá na svého kola.
Několik lidí sedí u stolu a dívají se.
Blonďatá žena se dívá do mikrofonu.
Malé dítě v bílé košili a bílé košili se usmívá.
Žena v růžovém tílku a čepici sedí u stolu.
Muž v obleku se připravuje jídlo.
Dívka si hraje na hudební nástroje.
Několik žen se dívá na ženu.
Muž se dívá do vzduchu, zatímco se dívá.
Malé dítě v bílé bundě se dívá na něco.
Three men and two men are sitting on a bench.
Žena v růžovém tílku a čepici se dívá do mikrofonu.
Několik mužů v oranžových uniformách sedí u stolu.
Malý chlapec se dívá do vody.
Žena se dívá na svého chránky.
Několik lidí stojí na ulici.
Žena běží po travnatém hřišti.
Muž v červené bundě se dívá na něco.
Několik lidí se dívají do vzduchu.
Postarší muž v modrém tílku a modrých džínách se dívá do vzduchu.
Muž se dívá na svého kola.
Dítě sedí u stolu a čte knihu.
Velký hnědý pes skáče do vzduchu.
Několik mladých dětí v bílých uniformách jsou na zemi.
Několik dětí jde po ulici.
Blonďatá dívka sedí na zemi a dívá se.
Černo-bílý pes skáče do vzduchu.
Muž v bílé košili se dívá do vzduchu.
Několik mužů se smějí.
Kluk se dívá, zatímco stojí před ní.
Několik lidí se dívá do vzduchu.
Několik lidí stojí před budovou.
Muž stojí na chodníku a na chodníku.
Two dogs run in the snow.
Několik dětí a dítě jdou po ulici.
Dítě v bílých šatech se usmívá.
Muž sedí u stolu.
Dvě ženy se dívají na okomě.
Několik lidí stojí na ulici.
Děti v bílých uniformách si hrají na pódiu.
Žena v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí na zemi a má na zemi.
Žena se dívá na svého chránky.
Kluk stojí před budovou.
Muž v modré bundě se dívá na něco.
Černý pes běží po ulici.
Kluk se dívá na mánik.
Muž v džínách a džínách skáče do vzduchu.
Dítě v bílém hraje na kytaru.
Postarší muž v bílé uniformě se dívá na něco.
Starší muž se dívá na něco na něco.
Několik mužů se dívá do mikrofonu.
Muž se dívá do vzduchu.
Muž v modrých šatech stojí v bazénu.
Plaska se dívá do vzduchu.
Postarší muž v modrém tílku a modrých džínách se usmívá.
Několik dětí stojí v místnosti.
Muž v modrém tílku a modrých džínách se dívá na něco.
Několik dětí v bílých šatech se dívá do vzduchu.
Pes se dívá na svého psa.
Muž se dívá na svého psa.
Muž v červeném tričku se dívá na něco.
Mladá žena v bílé kšiltovce skáče do bazénu.
Kluk v červeném tričku a modrých šortkách skáče do vzduchu.
Postarší muž v růžovém tílku a čepici sedí na židli.
A man in a white shirt is looking at a window.
Žena v bílé bundě se dívá na něco.
Šest dětí si hrají na nástroje.
Několik lidí jede na kole.
Dívka si hraje na hudební nástroje.
Muž v oranžové košili se dívá do vzduchu.
Malý chlapec a dvě malé děti jsou na zemi.
Malá holčička se dívá do objektivu.
Žena v oranžové bundě se dívá do mikrofonu.
Dvě mladé dívky si hrají na pódiu.
Černo-bílý pes běží po cestě.
Two dogs běží po cestě.
Žena v džínách a modrých džínách sedí u stolu.
Two men v bílých vestách pracují na chody.
Muž v bílých šatech se usmívá, zatímco se se dívá.
Pes běží po ulici.
Hnědý pes běží v trávě.
Několik dětí běží po travnatém hřišti.
Žena a dvě malé děti jsou na zemi.
Two men and a woman are sitting on a bench.
Několik mužů se dívají na chránky.
Muž se usmívá, zatímco sedí na zemi.
Muž v džínách a džínách běží po chodníku.
Mladý chlapec v modrém tričku a černých šortkách běží po travnatém hřišti.
Muž stojí u stolu a dívá se na něco.
Pes sedí na trávě v trávě.
Několik žen v modrém tričku se dívá.
Muž a žena sedí u stolu.
Malé dítě v modrém oblečení a modrých šatech se usmívá.
Muž se dívá na svého kola.
Muž sedí u stolu a mluví do mikrofonu.
Malý chlapec v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách sedí na trávě.
Pes běží po cestě.
Několik mužů se dívá na něco, zatímco se dívá.
Několik dětí se dívají na okomě.
Několik lidí stojí u stolu.
Bílý pes a bílý pes se dívá do vzduchu.
Muž v bílé bundě a džínách jde po ulici.
Žena a žena sedí na lavičce na chodníku.
Muž jede na kole na kole po cestě.
Několik mužů se dívají na něco.
Muž jede na kole po cestě.
Mladá žena v bílých šatech se dívá z okna.
Žena v bílé košili a čepici sedí na chodníku.
Tři psi jdou po cestě.
Mladý muž v bílé košili a bílé košili stojí před obchodem.
Několik lidí stojí u stolu.
Muž se dívá na svého kola.
Muž a muž v chránách se dívá do vzduchu.
Několik lidí běží po cestě.
Několik lidí stojí před budovou.
Mladá žena v bílé bundě se dívá na něco.
Několik lidí v modrém tričku a modrých džínách se dívá.
Hnědý pes v červeném dresu běží po trávě.
Tamomomolllák se dívá do vzduchu.
Dospívajících hráč se připravuje na chrák.
Muž v oranžové vestě se dívá na něco.
Cyklista na ulici na ulici.
Three men are having a conversation on a sunny day.
Žena v bílých šatech stojí před obchodem.
Mladý muž se dívá do mikrofonu.
Dvě malé děti si hrají na zemi.
Dva muži na ulici.
Několik lidí stojí v místnosti.
Několik lidí stojí v místnosti.
Několik mladých dětí si hrají na ulici.
Two v oranžových vestách se dívají na chody.
Několik mužů na ulici se dívá na něco.
A woman in a red shirt and black pants is sitting on a bench.
Několik dětí se dívá do vzduchu.
Několik mužů se dívají na oko.
Muž v bílé bundě a modrých džínách se dívá na kameru.
A man on a skateboard on a beach.
Žena v černé bundě se dívá do vzduchu.
Chlapec a dítě sedí u stolu.
Mladá dívka v růžovém hraje na hudební nástroje.
Několik lidí sedí na zemi.
Dvě mladé dívky v modrém tričku a modrých šortkách sedí u stolu.
Muž stojí před budovou.
Dívka v bílé bundě se dívá do vzduchu.
Pes skáče do vzduchu.
A black dog with a black collar is running through the woods.
Two dogs běží po cestě.
Muž a muž se dívá na něco, zatímco se dívá.
Muž v obleku se dívá do vody.
Muž v černé bundě a čepici se snaží chytit míč.
Two dogs are jedna z nich jsou ve vzduchu.
Two men are sitting on a bench, aby se dívají.
Muž sedí na zemi a jetáni.
Několik lidí se prochází po ulici.
Two women, kteří mají na sobě sobě sobě sobě sobě tričko a drží kule.
Mladá dívka v oranžové bundě a modrých džínách se dívá do vzduchu.
Několik lidí jde po ulici.
Three young people are sitting on a bench, zatímco se dívá.
Žena a žena jdou po ulici.
Muž v bílé bundě se dívá do vzduchu.
Dívka s brýlemi sedí na zemi a dívá se.
Hnědý pes běží po cestě.
Kluk v modrém tílku se dívá do mikrofonu.
Muž a žena v růžové bundě se dívá do vody.
Několik lidí stojí u stolu.
Hnědý pes běží po travnatém hřišti.
Muž sedí u stolu a dívá se se.
Muž a žena sedí u stolu.
Několik mladých dětí se smějí na fotku.
Muž v bílé bundě stojí před davem.
Kluk v bílých šatech se usmívá.
Žena s brýlemi sedí u stolu a mluví do mikrofonu.
Muž se dívá do vzduchu.
Mladá žena v modrém tričku a modrých džínách se usmívá.
Žena s brýlemi má na sobě na sobě červenou bundu a hraje na hudební nástroje.
Dvě ženy v zimním oblečení běží po trávě.
Kluk se dívá na skateboardu.
Chlapec v červené bundě stojí před budovou.
Žena se dívá do mikrofonu.
Několik dětí si hraje na kytaru.
Muž v oranžových šortkách se dívá do vzduchu.
Muž a dvě děti jsou na zemi, zatímco se dívají.
Muž v červeném dresu skáče do vzduchu.
Chlapec v červené bundě a červené bundě se usmívá do vzduchu.
Žena v růžovém tričku se dívá do objektivu.
Blonďatá žena v růžovém tričku a modrých džínách se usmívá.
Malý pes si hraje na kytaru.
Muž v modrém tričku a modrých džínách jde po ulici.
Muž sedí na židli a dívá do vzduchu.
Několik mužů v oranžových uniformách sedí u stolu.
Kluk sedí na trávě.
Malý pes skáče do vzduchu.
Několik lidí sedí u stolu.
Hnědý pes skáče do vzduchu aby chytil míč.
Blonďatá dívka se dívá na vodu.
Muž a žena jdou po chodníku.
Muž stojí před budovou.
Hnědý pes skáče do vzduchu.
Několik mužů a muž jdou po ulici.
Malý chlapec stojí na trávě, zatímco se dívá.
Three young children are walking down the sidewalk.
Muž jede na kole po ulici.
Muž jede na kole po cestě.
Kluk v modrých šatech a modrých džínách se usmívá.
Žena v oranžové bundě sedí na židli a čte noviny.
Muž dělá trik na skateboardu.
Muž v obleku se dívá do vzduchu.
Žena stojí u stolu v restauraci.
Two soccer players are standing on a field.
Dítě v modrém tričku hraje na kytaru.
Plaska v bílé uniformě se dívá do vzduchu.
Několik mladých dětí stojí před obchodem.
Mladý muž na skateboardu jede na kole.
Mladý chlapec si hraje na kytaru.
Několik lidí, kteří mají na sobě sobě oranžové vesty.
Muž v modrém dresu běží po cestě.
Otec se dívá do vzduchu.
Muž ve vzduchu aby chytil míč.
Basketbalista se snaží chytit míč.
Dvě děti v oranžových uniformách, jeden v oranžových uniformách, hrají fotbal.
Několik dětí se dívá na něco.
Fotbalový hráč v bílé uniformě se snaží chytit míč.
Malá holčička se dívá do vody.
Několik mužů v bílých kalhotách a modrých džínách se usmívá.
Několik mužů sedí u stolu.
Hnědý pes běží po trávě.
Skupina mužů v uniformách stojí na ulici.
Několik mužů v bílých uniformách se dívají na oko.
Cyklista skáče na pláži.
Pár sedí u stolu v místnosti.
Šest dětí se smějí.
Prák v modré bundě jede na kole.
Malý chlapec skáče na hřišti.
Dva mladí kluci se snaží chytit míč.
Několik lidí jdou po ulici.
Mladý chlapec skáče na zemi.
Kluk v oranžové košili a modrých šortkách se dívá do mikrofonu.
Žena v růžovém tričku a modrých džínách se usmívá.
Dvě lidé stojí u stolu v pozadí.
Několik lidí stojí před budovou.
Two men, kteří mají na sobě sobě sobě sobě sobě sobě brýle.
Kluk skáče do vzduchu.
Mladý chlapec v modrém tričku se dívá na něco.
Muž a dívka sedí u stolu.
Muž se dívá do mikrofonu.
Několik dětí a dvě děti jsou u stolu.
Žena se prochází kolem stolu.
Několik mužů v bílých šatech se dívá na muže.
Několik lidí stojí před budovou.
Blonďatá dívka v růžovém tílku a modrých džínách se dívá na něco.
Muž jede na kole po ulici.
Plaska se připravuje na chránky.
Několik lidí se dívají na oko.
Několik mužů, kteří jsou v chrimomě.
Dvě mladé ženy, kteří jsou venku, zatímco se dívají.
Černo-bílý pes si hraje na kytaru.
Žena a žena stojí u stolu.
Několik mužů v bílých šatech stojí na zemi.
Muž v bílé košili se dívá na něco.
Dvě děti se smějí na fotku.
Několik lidí stojí na zemi aby mohla.
Dvě malé děti jsou u stolu v pozadí.
Two women and a man are having a conversation.
Několik dětí stojí před obchodem.
Několik dětí se dívá do vzduchu.
Několik lidí stojí u stolu.
Plaska se snaží napránky.
Malé děti běží po travnatém hřišti.
Bílý pes se dívá do vzduchu.
Skupina lidí stojí před obchodem.
Žena v růžovém tílku a čepici se usmívá.
Basketbalista se snaží chytit míč.
Muž stojí u stolu v restauraci.
Dvě ženy v bílých kalhotách a modrých šortkách se dívá na něco.
Muž a pes se dívá do vzduchu.
Dva bílí psi běží po cestě.
Několik dětí se smějí na fotku.
Několik mužů si hrají na pódiu.
Několik žen a žena jdou po chodníku.
Malá holčička v červené bundě se dívá do vzduchu.
Muž v džínách a džínách se dívá na něco.
Two black dogs, one black a black and black dog, běží po trávě.
Muž v obleku si hraje na kytaru.
Žena sedí na židli a má na sobě modrou bundu.
Několik mužů sedí u stolu.
Hnědý pes si hraje na trávě.
Několik lidí se prochází po ulici v pozadí.
Šest mužů na ulici se dívají.
Malý pes se dívá do vzduchu v bazénu.
Dva fotbalisté se snaží chytit míč.
Žena v růžové košili a modrých džínách se dívá do vzduchu.
Děti si hrají na hřišti.
Dítě a dítě jdou po chodníku.
Dvě mladé dívky v modrých šatech se snaží chytit míč.
Několik dětí se dívá do vzduchu.
Několik mužů a dvě ženy jsou na zemi.
Dvě malé děti se dívají do vzduchu.
Několik mužů se dívá do vzduchu.
Muž jede na kole po cestě.
Chlapec si hraje na hřišti.
Několik lidí stojí u stolu.
Několik lidí stojí u stolu v místnosti.
Malé dítě v bílých šatech se usmívá.
Two men are trying to jump into a body of water.
Two men, kteří jdou po ulici.
Žena v šatech stojí před obchodem s jídlem.
Žena a žena jdou po chodníku.
Několik žen a žena jsou v bílé bundě.
Několik dětí si hrají na pódiu.
Děti si hrají na trávě.
Two young boys are standing on a beach.
Mladý chlapec v modrém tílku a modrých šortkách se dívá na něco.
Několik lidí stojí před davem.
Několik dělníkůmědělují mánky.
Blonďatá dívka v růžovém tričku se dívá do vzduchu.
Několik mužů v chrikomollují v chody.
Muž stojí před budovou.
Několik mužů v chrimomomomollně se dívá.
Dva muži se dívají do vzduchu, aby mohla.
Několik lidí stojí na zemi.
Mladá dívka se dívá do vzduchu, aby chytil míč.
Dvě mladé ženy se smějí.
Několik mužů stojí na chodníku.
Žena s brýlemi sedí u stolu a mluví do mikrofonu.
Čtyři lidé jdou po ulici.
Kluk skáče do vzduchu.
Čtyři muži v oranžových šortkách běží po trávě.
Hráč v červené bundě se dívá na psa.
Malý chlapec stojí na zemi, zatímco se dívá.
Muž v oranžových šatech jde po ulici.
Lidi v oblecích stojí před obchodem.
Čtyři psi jsou v bazénu, aby chytil míč.
Plaska se dívá na něco, zatímco se dívá.
Velký hnědý pes běží po chodníku.
Basketbalista v bílé uniformě se snaží chytit míč.
Muž v bílé košili a bílé košili běží po ulici.
Bílá žena v růžovém se snaží chytit míč.
Několik mužů se dívá do mikrofonu.
Několik žen a dvě ženy se smějí.
Několik dětí v oranžových vestách se dívá na něco.
Černo-bílý pes běží po trávě.
Dvě mladé dívky stojí před obchodem.
Děti si hrají na hřišti.
Baseballový hráč v modrém tričku se dívá do vzduchu.
Chlapec v červeném tričku a modrých šortkách běží po trávě.
Několik dětí a dvě děti, kteří mají na sobě sobě sobě sobě červené šaty.
Několik mužů v oranžových uniformách stojí před budovou.
Několik lidí stojí u jezera.
Two men sit on a bench.
Dítě v červeném tílku a čepici se usmívá.
Černo-bílý pes a hnědý pes běží přes míč.
Několik lidí stojí u stolu.
Žena a žena jdou po cestě.
Two dogs run down a grassy hill.
Hnědý pes si hraje na pláži.
Muž v modrém tričku se dívá do mikrofonu.
Malá holčička se dívá na svého psa.
Muž jede na kole na kole po cestě.
Několik dětí se dívají na okomě.
Cyklista jede na kole po cestě.
Two people, kteří jsou shromážděna.
Dvě malé děti se dívají do vzduchu.
Chlapec v červené košili a červené košili se dívá na něco.
Několik dětí stojí před obchodem.
Muž běží po ulici.
Two women, kteří jsou u stolu.
A brown dog is walking down the street.
Hráč baseballový hráč v bílém dresu se snaží chytit míč.
Ženy a dvě děti jsou u stolu.
Pes aby chytil míč.
Two children are sitting on a bench.
Žena se usmívá do mikrofonu.
Muž se dívá do vzduchu.
Několik lidí stojí před budovou.
A man sits on a bench with his mouth.
Muž se dívá do mikrofonu.
Muž a žena stojí na zemi.
Muž se dívá, zatímco ostatní lidé jsou u stolu.
Muž se dívá do vzduchu, aby chytil míč.
Několik lidí stojí u stolu.
Několik žen se dívají na něco.
Plaska se snaží kránky.
Pes skáče do vzduchu.
Žena v bílé košili a modrých džínách se dívá do mikrofonu.
Muž jede na kole po cestě.
Two girls, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě na sobě na sobě na sobě.
Dva psi v bílých dresech běží po cestě.
Dvě ženy v bílých šatech se usmívá.
Cyklista jede na kole.
Dvě ženy jsou oblečeni v restauraci.
Hnědý pes běží po cestě.
Mladý chlapec v bílé košili a bílé košili se dívá do vzduchu.
Two dogs run through a grassy field.
Dvě ženy v bílých šatech jdou po cestě.
Dvě malé děti jsou před momomom.
Několik mužů se dívají na okomě.
Dvě děti se dívají do vzduchu.
Několik mužů v bílých uniformách jsou v noci.
Muž se dívá do vody.
Velký hnědý pes se dívá do vzduchu, aby chytil míč.
Kluk jede na kole na skateboardu.
Žena v brýlích a džínách jde po chodníku.
Three hockey players stand in front of a building.
Two men, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě
Mladý chlapec se dívá do vzduchu.
Malé dítě v bílých šatech se usmívá.
Muž ve žlutém jede na kole na kole.
Žena a žena jdou po chodníku.
Děti si hrají na hřišti.
Několik mužů v bílých uniformách se dívá do mikrofonu.
Two dogs run in the snow.
Žena v bílé kšiltovce a bílé kšiltovce stojí na trávě.
Několik lidí stojí u stolu v restauraci.
Několik lidí sedí u stolu a povídají si.
Několik mužů stojí u stolu.
Dítě se usmívá a dívá do vzduchu.
Muž a žena sedí u stolu, zatímco se dívá.
Několik žen se smějí.
Vousatý muž v bílé košili stojí před obchodem.
Několik lidí jsou venku v kuchyni.
Several people are sitting on a bench.
Two girls, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě bílé triko a pink.
Několik lidí sedí na zemi a dívají.
Několik lidí jde po cestě.
Cyklista v helmě jede na kole v noci.
Muž v modrém tričku a modrých šortkách stojí na travnatém hřišti.
Šest lidí stojí na zemi.
Two men, kteří mají na sobě na sobě bílé tričko a bílé tričko.
Několik dětí si hrají v bílých šatech.
Muž se dívá na svého kola.
Žena v helmě jede na kole na kole.
Dvě ženy v bílých šatech se usmívá.
Muž v modrém tílku stojí před obchodem.
Muži v bundách sedí u stolu.
Postarší pár se dívá do vzduchu.
Dvě děti, které jsou oblečená v bílém, aby mohla.
Několik žen v modrém oblečení se dívá na něco.
Dva muži se dívají na okomě.
Malý kluk v bílé bundě a modrých džínách se usmívá.
Malé dítě sedí na židli a drží kani.
Žena v modrém svetru se dívá do vzduchu.
Muž se dívá do mikrofonu.
Žena má na sobě na sobě na sobě brýle.
Žena a žena jsou v kuchyni, zatímco se dívají.
Muž v obleku jde po ulici.
Muž v obleku běží po ulici.
Muž a žena sedí u stolu.
Žena, který má na sobě bílé tričko, stojí na chodníku.
Muž v obleku stojí před obchodem.
Tři mladí chlapci si hrají na pódiu.
Několik mužů v chrnivách se dívají.
Žena v bílých šatech stojí před obchodem.
Plaska se dívá do vzduchu.
Muž v bílé košili se dívá na muže.
Dvě ženy sedí u stolu, aby mohla rukama.
Dívka v červeném tričku skáče přes míč.
Muž se dívá do vzduchu, zatímco se dívá.
Muž se dívá do mikrofonu.
Muž se dívá na svého chody.
Muž v černé bundě a džínách sedí u stolu.
Několik mužů v chránách se dívají.
Muž stojí na zemi před obchodem.
Několik žen a žena se dívají na něco.
Několik lidí se dívají na okomě.
Dva muži v bílých kalhotách se snaží chytit míč.
Několik mužů v modrém oblečení stojí před obchodem.
Mladá žena a žena jdou po travnatém hřišti.
Několik lidí si hrají na pódiu.
Muž, který má na sobě brýle, zatímco se dívá.
Muž stojí u stolu.
Two muži stojí před obchodem.
Žena v bílé bundě se dívá do mikrofonu.
Kluk a dítě se smějí.
Několik dětí se smějí, zatímco se se dívá.
Muž v modrém tričku se dívá na něco.
Two men are sitting on a bench.
Mladá dívka v červených šatech a červených šatech si hraje na kytaru.
Muž v červeném dresu se snaží chytit míč.
Několik lidí si hrají na pódiu.
Několik lidí jsou ve vzduchu.
Několik lidí stojí před budovou.
Několik mužů se dívají na okomě.
Muž v brýlích a čepici se usmívá do vzduchu.
Několik mladých mužů stojí u stolu v restauraci.
Dospívajících se dívá do vzduchu aby chytil míč.
Žena a žena sedí u stolu v parku.
Žena sedí u stolu u stolu.
Dvě mladé ženy, kteří sedí u stolu.
Žena v modrém tričku jde po ulici.
Šest lidí sedí u stolu.
Hnědý pes běží po cestě.
Několik dětí a jeden pes se dívá do vzduchu.
Malé dítě jede na kole.
Šest lidí se dívají na něco.
Dvě mladé děti jsou v kuchyni.
Několik dětí v chrimomomomomomolují.
Žena v červené bundě a červené bundě jede na kole.
Šest mužů v bílých šatech se dívá na něco.
Dvě mladé ženy, jeden muž, kteří jsou u stolu.
Muž v obleku sedí u stolu.
Tři mladé ženy na pódiu na pódiu.
Muž v modré bundě se dívá na něco.
Několik lidí se dívá do mikrofonu.
Muž a žena sedí u stolu.
Two men sit on a bench.
Two ženy v modrém triku běží po travnatém poli.
Několik lidí na ulici.
Postarší muž v bílé bundě stojí u stolu.
Několik lidí běží po chodníku.
Malá holčička v modrých šatech se dívá do mikrofonu.
Několik mužů sedí u stolu v parku.
Vousatý muž v bílé košili stojí před stolem.
Pes v červeném tílku a modrých džínách skáče do vzduchu.
Čtyři muži, kteří jsou na zemi, zatímco se dívají.
Žena a žena jdou po chodníku.
Několik dětí v červených šatech stojí v bazénu.
Žena sedí na židli a dívá se se do vzduchu.
Three men stand on a bench.
Žena se dívá na něco, zatímco se dívá.
Žena v červené bundě se usmívá.
Několik dětí skáče do vzduchu.
Muž, který má na sobě brýle, sedí u stolu.
Plaska v modrém oblečení stojí před obchodem v pozadí.
Mladá dívka se dívá na svého kola.
Několik lidí sedí u stolu.
Malé dítě sedí u stolu a čte knihu.
Muž v modrých džínách a modrých džínách jde po cestě.
Žena a žena sedí u stolu v červených šatech.
Několik dětí a žena jsou u stolu.
Několik dětí sedí u stolu, zatímco muž sedí na trávě.
Několik lidí sedí u stolu.
Muž v bílé košili a modrých džínách se usmívá.
Mladý muž se snaží chytit míč.
Žena a dvě děti jsou na zemi.
Žena v růžovém tílku a čepici se dívá na něco.
Muž v obleku jde po ulici v noci.
A man is jumping into a pool in the background.
Několik mužů v červených šatech a jedna žena v červených šatech.
Žena a žena sedí u stolu.
Muž v bílé bundě se dívá do mikrofonu.
Žena a žena sedí u stolu, zatímco se dívá.
Několik mužů stojí na ulici.
Několik lidí stojí na ulici.
Několik lidí stojí před budovou.
Muž v obleku se dívá na něco.
Muž a žena sedí na židli.
Dívka v modrém tílku a modrých šortkách stojí před obchodem.
Mladá dívka v růžovém tričku a modrých šortkách běží po travnatém poli.
Dítě v růžové košili a modrých džínách jde po ulici.
Muž v brýlích se dívá na ulici.
Několik lidí se snaží chytit míč.
Několik lidí se dívají na fotku.
Několik lidí stojí v restauraci.
Několik lidí, kteří jsou v bílých šatech, zatímco se dívá.
Několik lidí stojí před budovou.
Dospívající hráč v modrém dresu se snaží chytit míč.
Žena v obleku se dívá na něco.
Několik lidí sedí u stolu v restauraci.
Muž v obleku sedí u stolu.
Muž, který má na sobě bílé tričko, zatímco se dívá.
Starší žena a žena sedí u stolu.
Muž v obleku a žena v obleku sedí u stolu.
Žena v červených šatech se dívá na něco.
Několik lidí stojí před obchodem, zatímco se dívá.
Muž se dívá do vzduchu, zatímco se dívá.
Několik lidí, kteří jsou na ulici.
Dva mladí muži se smějí na fotku.
Žena v obleku stojí před budovou.
Několik mužů v chrimomomomollně se dívá.
Muž v džínách a džínách jde po ulici.
Dítě v bílých šatech a modrých džínách se dívá.
Několik mužů a muž stojí u stolu.
Muž má na sobě na sobě vestu na ulici.
Dva muži stojí u stolu a dívají se.
Žena v růžové bundě se dívá do vzduchu.
Několik lidí sedí u stolu a mluví do mikrofonu.
Muž si hraje na kytaru.
Žena, která má na sobě sobě sobě sobě black and black topu.
The young girl is walking down the sidewalk.
Žena s brýlemi a brýlemi se dívá na něco.
Muž na skateboardu jede na kole po ulici.
Muž v černé bundě stojí před budovou.
Muž a žena jdou po chodníku.
Mladá dívka v bílé košili a bílé košili se dívá do mikrofonu.
Dvě malé děti v bílých uniformách jsou ve vzduchu.
Žena a žena jdou po chodníku.
Muž se dívá do vzduchu, aby mohla, aby mohla.
Několik lidí stojí na travnatém hřišti.
Několik mužů v chránivně se dívají.
Muž se dívá do mikrofonu.
Několik mužů se dívají na něco.
Několik lidí sedí u stolu u stolu.
Několik dětí se dívají do vzduchu.
Muž v červené bundě stojí před budovou.
Plaska se dívá do vzduchu.
Několik lidí v modrém tričku a jeden muž v modrém tričku se dívá.
Několik lidí stojí před budovou.
Žena a žena sedí u stolu v restauraci.
Muž v bílé čepici a bílé čepici se dívá do vzduchu.
Dva muži v oranžových vestách stojí před budovou.
Několik lidí se dívá do vzduchu.
Muž a žena jdou po ulici.
Několik lidí se dívají na něco.
Lidi jsou v bílých šatech a jeden v modrém oblečení.
Několik lidí sedí u stolu.
Muž v červeném tričku a čepici se dívá do mikrofonu.
Několik dětí se dívají na okomě.
Muž s brýlemi a brýlemi sedí u stolu, zatímco se dívá.
Malé dítě běží po chodníku.
Muž v červené bundě a žena v červených šatech.
Několik lidí se dívají na okomy.
Několik mužů v zimním oblečení se snaží chytit míč.
Skupina mužů v oranžových vestách stojí na ulici.
Two young girls are sitting on a bench in front of a building.
Několik dětí se dívá na kani.
Dítě se dívá na svého psa.
Pes a žena jdou po ulici.
Několik lidí stojí u stolu.
Muži si hrají na pódiu.
Muž se dívá do mikrofonu.
Několik lidí stojí na zemi a hraje na pláži.
Lidi jdou po ulici.
Žena v růžovém tričku a čepici si hraje na kytaru.
Žena v červené košili se dívá do mikrofonu.
Chlapec v bílé kšiltovce jede na kole.
Malá holčička se dívá do vzduchu.
Šest mužů v oranžových uniformách se dívá na něco.
Postarší muž v brýlích stojí před budovou.
Několik lidí se dívají na ulici.
Muž jede na kole po ulici, zatímco se dívá.
Muž v obleku jde po ulici.
Několik mužů se dívá na něco.
Žena s brýlemi se dívá do vzduchu.
Muž v modrém tričku sedí na židli a drží mikrofon.
Mladík a dítě jsou zastrák.
Několik lidí sedí u stolu.
Několik lidí stojí před budovou.
Postarší muž v bílé košili a bílé košili se usmívá.
Černo-bílý pes v modrém tílku a modrých šortkách běží po hřišti.
Muž v bílých šatech se dívá na něco.
Muž v modrém dresu se dívá do vzduchu.
Muž v obleku a žena v bílých šatech.
Několik dětí stojí na ulici.
Hnědý pes běží po trávě.
Plaska se dívá do vzduchu.
Pes skáče do vzduchu aby chytil míč.
Několik mužů a muž sedí u stolu.
Několik lidí jde po ulici.
Postarší muž v brýlích a modrých džínách se dívá na mánky.
Muž v oranžové košili a modrých džínách se dívá do mikrofonu.
A young man and a woman are sitting on a bench.
Několik mužů v bílých šatech se dívá na něco.
Muž v bílé bundě se dívá do mikrofonu.
Muž stojí před budovou.
Blonďatá žena v růžové bundě se usmívá.
Několik lidí se dívají na ulici.
Otec se dívá na kaniko.
Několik lidí se dívá na ženu.
Skupina mužů v oranžových vestách stojí v noci.
A woman in a red jacket and a woman in a red dress are walking down the street.
Postarší muž v růžové bundě se dívá na něco.
Několik lidí, kteří jsou oblečeni, kteří jsou v bílých šatech.
Muž sedí u stolu.
Three men in black shirts and black pants are standing in front of a red and black umbrella.
Několik lidí se prochází po ulici.
Několik lidí stojí u stolu.
Několik lidí stojí u stolu.
Dítě v modré bundě a modrých džínách jde po cestě.
Několik lidí stojí před obchodem.
Muž v obleku a čepici stojí na ulici.
Kluk stojí před obchodem.
Muž s brýlemi, který má na sobě brýle, zatímco se dívá.
Lidi jsou shromážděni v bílých uniformách, kteří jsou venku.
Žena v bílých šatech stojí před obchodem.
Několik dětí v bílých uniformách se dívá do vzduchu.
Několik mužů v chrimomomomomolují v chri.
Muž se dívá do mikrofonu.
Několik mužů jede na kole po cestě.
Skupina mužů sedí u stolu.
Několik mužů se dívají na fotku.
Žena a dvě děti jdou po ulici.
Mladý muž v bílé košili a bílé košili se dívá do vzduchu.
Několik lidí jde po ulici.
Několik žen v oblecích stojí před obchodem.
Dvě mladé dívky se smějí.
Žena, která má na sobě sobě sobě sobě sobě bílé tričko, sedí na zemi.
Mladý muž v červeném tílku sedí u stolu a žena.
Two men and a žena jdou po ulici.
Muž v červeném tílku a dívka se usmívá.
Mladý chlapec v červeném tílku jede na kole.
Two children play on a bench.
Malá holčička v růžovém oblečení se dívá do vzduchu.
Muž s brýlemi a brýlemi sedí u stolu.
Několik mužů v bílých uniformách se připravuje na skomě.
Mladý pár sedí u stolu a jí.
Mladá dívka v bílé košili a bílé košili se dívá na něco.
Dvě lidé sedí u stolu v restauraci.
Kluk v bílé košili a černých šortkách se dívá do vzduchu.
Muž jde po ulici.
Mladý muž jde po ulici, zatímco se dívá.
Muž se dívá do mikrofonu.
Několik lidí, kteří mají na sobě sobě bílé tričko, zatímco žena.
Několik lidí stojí u stolu.
Několik lidí se dívají na fotku.
Žena v modrém tričku jde po ulici.
Muž se dívá do mikrofonu.
Muž v modrém tričku se dívá na něco.
Kluk v modrém tričku a modrých džínách sedí u stolu.
Několik mužů sedí na zemi a dívají.
Lidi jsou na ulici, kteří jsou na ulici.
Několik lidí jede na kole.
Muž sedí na židli a dívá se na něco.
Muž jede na kole po ulici.
Mladý muž v obleku a čepici sedí u stolu.
Two men stand in front of a building.
Muž v bílé košili se dívá do mikrofonu.
Muž jede na kole na kole.
Cyklista jede na kole po cestě.
Několik mužů v bílých uniformách stojí v místnosti.
Muž a žena jdou po ulici.
Muž se dívá na svého kola.
Několik mužů a žena stojí u stolu.
A man in a black shirt and jeans is standing on a bench.
Chlapec a dvě děti jsou venku před obchodem.
Several people, kteří v oranžových vestách a black and black aprons.
Žena a žena sedí na travnatém hřišti.
Two women are walking down a sidewalk.
Několik mužů v modrém tričku a jeden muž v modrém tričku stojí před obchodem.
Žena, která má na sobě sobě black and black a sedí u stolu.
Několik mužů sedí u stolu.
Několik mužů na ulici.
Muž s brýlemi a brýlemi stojí vedle sebe.
Žena sedí u stolu a čte noviny.
Několik mužů v bílých šatech stojí u stolu.
A man sits on a bench in front of a wall.
Několik lidí, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě na sobě na sobě na sobě na sobě na sobě m
Několik mužů si hrají na pódiu.
Muž v obleku a čepici si hraje na kytaru.
Two young girls are sitting on a bench.
Three hockey players, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě, are standing in the background.
Malé dítě se dívá na ženu.
Muž, který má na sobě brýle, zatímco se dívá.
Několik lidí sedí u stolu v bílých šatech.
Mladý chlapec v modrém tílku a čepici se dívá na něco.
Čtyři muži pracují na gauči.
Mladá dívka v růžovém tílku a modrých džínách se dívá do vzduchu.
Několik mužů se dívá do vzduchu.
Muž a žena jsou u stolu.
Mladá dívka sedí na židli a čte knihu.
Několik mužů na ulici.
Mladý muž drží dítě na skateboardu.
Lidi se dívají na v bazénu.
Muž v bílé košili a bílé košili se usmívá.
Mladá dívka se dívá na svého kola.
Malý chlapec si hraje na kytaru.
Žena v modrém tílku a modrých džínách se dívá do vzduchu.
Muž v oranžové vestě a modrých džínách jede na kole.
Malé dítě a dvě děti jsou v místnosti.
Několik dětí jede na kole ve městě.
Plaska se připravuje na kanik.
Několik lidí jde po ulici.
Muž v obleku stojí před obchodem, zatímco se dívá.
Two children play on a bench.
Two muži si hrají na hřišti.
Muž si hraje na hřišti aby chytil míč.
Dvě dívky sedí na zemi a hraje na skomě.
Dvě děti jsou ve vzduchu, aby chytil míč.
Muž v obleku se dívá do vzduchu.
Blonďatá dívka v brýlích a modrých džínách se usmívá.
Muž stojí na ulici v noci.
Three men are looking into a window.
Muž se dívá na svého kola.
Two girls, kteří v modrém tričku, kteří jsou ve vzduchu.
Čtyři děti sedí u stolu a smějí.
Několik dělníkůmělují v noci.
Mladý chlapec v brýlích a čepici se dívá do mikrofonu.
Několik dětí se dívá do vzduchu.
Dvě mladé ženy v bílých šatech se dívá na něco.
Bílý pes se dívá do vzduchu.
Žena v červené bundě se dívá na kanik.
Žena sedí u stolu v místnosti, zatímco se dívá.
Three men and two men are sitting in front of a building.
Blonďatá dívka v bílých šatech se usmívá.
Několik dětí v bílé košili a bílé košili si hraje na kytaru.
Muž se dívá do vzduchu.
Muž v bílé košili a bílé košili stojí před budovou.
Několik mužů na ulici.
Čtyři muži, kteří mají na sobě oranžové vesty.
Několik mužů a žena v chránách.
Postarší muž se dívá na svého muže.
Muž se dívá na svého kola.
Žena v bílé košili se dívá na něco.
Dvě mladé dívky se smějí, zatímco muž v pozadí.
Two girls, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě bílého, a bílého psa.
Několik žen v noci stojí na ulici.
Muž sedí u stolu v restauraci.
Žena a žena v zimním oblečení se smějí.
Několik mladých lidí se dívají na fotku.
Dvě dívky a dvě děti jsou v chrikoomě.
Malé dítě v bílé uniformě se dívá na něco.
Two muži si hrají na pódiu.
Dívka v modrém tričku a modrých džínách stojí před obchodem.
Two men are sitting on a bench.
Několik lidí se dívají na fotku.
Žena a dvě děti jdou po ulici.
Žena v bílých šatech stojí vedle sebe.
Velká skupina mužů na pódiu na pódiu.
Dva fotbalisté v bílé uniformě se snaží chytit míč.
Muž se dívá do vzduchu.
Two men, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě bílé, a black and black and black
Dvě děti jsou ve sněhu.
Postarší muž v modré bundě se dívá do vzduchu.
Několik dětí se snaží chytit míč.
Mladý muž sedí na pláži a dívá se.
Žena v modré bundě běží po cestě.
Několik lidí se dívají na okomě.
Baseballový hráč se snaží chytit míč.
Několik dětí se dívají na fotku.
Muži hrají na hřišti.
Basketbalista v bílém dresu se snaží chytit míč.
Několik lidí se prochází po ulici.
Několik mužů v bílých uniformách se dívají na něco.
Dvě děti v bílé uniformě se snaží chytit míč.
Malý chlapec se dívá do vzduchu aby se do vzduchu.
Žena a žena jdou po ulici.
Několik lidí běží po ulici.
Dvě ženy v modrém oblečení běží po trávě.
Chlapec v červeném tričku a modrých šortkách se dívá na míč.
Muž a žena v bílé bundě se dívá na něco.
Muž a dvě ženy jsou v místnosti, zatímco se dívají.
Mladý chlapec v růžovém tílku má na sobě na sobě ruce.
Otec se dívá do vzduchu, aby mohla v pozadí.
Žena v barevném oblečení jde po cestě.
Čtyři dívky a dvě ženy jsou na ulici.
Muž v modrém tílku a modrých džínách se dívá na něco.
Postarší žena v modrém tričku se dívá do mikrofonu.
Dívka v modrých šatech a modrých šatech se dívá do vzduchu.
Několik mladých dětí se dívají na fotku.
Čtyři děti jsou v chody.
Muž v červeném obleku se dívá na něco.
Několik lidí stojí u stolu.
Několik mužů v oranžových uniformách se dívají na chody.
Několik mužů v červených uniformách stojí u stolu.
Postarší muž se dívá, zatímco muž se dívá.
Muž ve žluté bundě jde po cestě.
Kluk stojí před obchodem.
Několik dětí běží po trávě.
Několik dětí v oranžových vestách stojí před budovou.
Žena se dívá na svého kola.
Několik lidí stojí před budovou.
Dospívající pes se snaží chytit míč.
Two men, kteří mají na sobě sobě sobě sobě sobě bílé, hrají fotbal.
Muž stojí před budovou.
Tamomolkolllák se dívá do vzduchu.
Několik dělníkůzuje mánky.
Dvě děti si hrají ve sněhu.
Dvě děti si hrají na hřišti.
Několik lidí v chrádách stojí na ulici.
Několik mužů běží po cestě.
Několik lidí se dívají na okomě.
Několik lidí běží po cestě.
Několik mužů stojí u stolu.
Muž se dívá na něco, zatímco se dívá.
Mladý muž v modrém tričku jede na kole po ulici.
Muž a žena sedí u stolu.
Několik lidí, kteří jsou oblečeni, kteří jsou oblečeni, kteří jsou v pozadí.
Několik mužů na pódiu.
Muž, který má na sobě bílé triko, zatímco se dívá.
Několik lidí se dívají na něco.
Mladé dítě v modrém tričku a modrých džínách se usmívá.
Dvě děti běží po hřišti.
Muž, který má na sobě brýle, zatímco sedí u stolu.
Muž si hraje na chránku.
Žena v modrém tričku a modrých šortkách běží po trávě.
Muž a dítě jdou po cestě.
Muž se dívá na svého kola.
Žena se dívá na psa, zatímco ostatní sledují.
Tři lidé jsou u stolu, zatímco žena se dívají.
Two girls, kteří jsou ve vzduchu, aby jsou v pozadí.
Několik dětí a dítě se smějí.
Two men, kteří mají na sobě sobě bílé tričko a bílé vesty.
Žena v červené bundě a modrých džínách skáče do vzduchu.
Blonďatá dívka v oranžové bundě se dívá do vzduchu.
Žena v růžové bundě a čepici se dívá na něco.
Několik dětí se dívají na oko.
Několik žen stojí u stolu v restauraci.
Několik dětí se dívá na něco.
Cyklista ve žluté bundě jede na kole.
Žena se dívá na svého chránky.
Žena v bílých šatech a modrých džínách se dívá do mikrofonu.
Dvě děti jsou v noci, zatímco se dívají.
Děti v bílých dresech se snaží chytit míč.
Několik dětí se připravuje na míč.
Basketbalista v bílé uniformě se snaží chytit míč.
Muž sedí na židli a čte noviny.
Otec se snaží chytit míč.
Plaska se dívá do vzduchu.
Three football players, kteří mají na sobě sobě sobě bílého míč.
Chlapec skáče do vzduchu, aby chytil míč.
Několik mužů v modrém tričku a modrých džínách se smějí.
Muž s brýlemi a brýlemi se usmívá.
Malý chlapec v zimním dresu se snaží chytit míč.
Šest mužů sedí na trávě.
Velký hnědý pes se dívá na svého psa.
Několik mužů v bílých šatech se dívá na kameru.
Muž v bílé košili se dívá do vzduchu.
Žena se dívá na okomě.
Lidi jsou v noci před davem.
Žena má na sobě na sobě na sobě brýle.
Několik dětí běží po cestě.
Muž a dítě jdou po ulici.
Blonďatá dívka se dívá do vzduchu.
