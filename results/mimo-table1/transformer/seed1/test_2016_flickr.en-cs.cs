Muž v oranžové bundě se dívá na něco.
Muž v bílé kšiltovce běží po travnatém poli.
Dívka v bílých šatech stojí před obchodem.
Několik lidí v zimním oblečení stojí na travnatém hřišti.
Lidi jsou na zemi.
Muž a žena v bílých šatech stojí u stolu.
Skupina lidí stojí před budovou.
Chlapec v červeném dresu se snaží chytit míč.
Muž stojí na ulici.
Muž v obleku sedí na židli a drží mánku.
Malé dítě se dívá na něco.
Lidi si hrají s míčem v pozadí.
Žena drží mánku.
Muž sedí u stolu a mluví do mikrofonu.
Tři lidé sedí na zemi a dívají se.
Dívka v růžovém triku jde po chodníku.
Blonďatá dívka drží dítě v ruce.
Žena v černé bundě a modrých džínách se dívá na něco.
Člověk v modrém tričku jede na kole.
Dva muži, kteří jsou na zemi, zatímco žena se dívá.
Lidé stojí před budovou.
Dítě si hraje na hřišti.
Žena se usmívá na pláži.
Muž stojí u stolu s jídlem.
Žena se dívá do mikrofonu.
Žena v růžovém tílku a modrých džínách stojí u stolu.
Muž se dívá na svého kola.
Několik mladých dětí se dívají na něco.
Ženy v bílých šatech se dívá na něco.
Muž se dívá na muže, zatímco se dívá.
Šest lidí jede na kole.
Dvě mladé dívky sedí na židli.
Dítě se dívá do vody.
Tři lidé sedí u stolu v restauraci.
Čtyři chlapci stojí na zemi a dívají se.
Několik žen a žena se dívá na jídlo.
Žena a žena si hrají na pódiu.
Několik mužů se dívají na něco, zatímco se dívá.
Několik žen se dívá na něco.
Muž v modrém tričku stojí na chodníku.
Dívka v růžové bundě se dívá do vody.
Muž v modrém tričku a džínách stojí před budovou.
Lidé sedí u stolu.
Dítě se dívá na svého psa.
Muž v červeném tričku se dívá na něco.
Dva muži v bílých uniformách běží po pláži.
Dítě si hraje na kytaru.
Hnědý pes stojí na trávě, zatímco se dívá.
Muž stojí na ulici.
Muž v modrém tričku hraje na hřišti.
Lidi jdou po chodníku.
Cyklista jede na kole po cestě.
Skupina lidí na ulici.
Muž se dívá do vody.
Žena v modrém tílku a čepici se dívá do mikrofonu.
Muž v modrém tričku a modrých šortkách sedí na trávě.
Cyklista se houpe na pláži.
Dva muži v oranžových vestách jdou po ulici.
Muž v modrém tričku se dívá na něco.
Dva muži, kteří mají na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě.
Dvě děti si hrají na pódiu.
Chlapec si hraje na kytaru, zatímco dívka se dívá.
Několik lidí se dívá do vzduchu.
Muž sedí na židli a dívá na psa.
Chlapec a dívka si hrají na hřišti.
Žena v černé bundě a modrých džínách sedí u stolu a dívá se se.
Hnědý pes stojí na pláži na pláži.
Žena sedí na židli a dívá se na něco.
Muž se dívá na svého kola.
Žena a žena stojí u stolu.
Hráč v červené uniformě se dívá na něco.
Dítě sedí na trávě a dívá na něco.
Dva muži a dvě děti jdou po pláži.
Žena si hraje na hudební nástroje na ulici.
Mladá dívka se dívá do bazénu.
Několik dětí si hrají na pódiu.
Tři mladí chlapci si hrají na pódiu.
Hnědý pes s hnědými vlasy běží po trávě.
Lidi sedí na trávě v parku.
Muž v modrém tričku a žena sedí u stolu.
Dvě malé děti se dívají na něco.
Muž v černém tričku a modrých džínách hraje na kytaru.
Mladé dítě se dívá na něco na něco.
Dvě ženy v bílých uniformách skáče do vzduchu.
Muž se dívá do vzduchu na kanik.
Kluk jede na skateboardu na skateboardu.
Muž se dívá na něco.
Skupina lidí sedí u stolu a povídají si.
Blonďatá žena a žena se usmívá.
Malé dítě v bílé košili a bílé čepici drží svou ruku.
Žena v černé bundě se dívá do mikrofonu.
Muž v barevném oblečení stojí před davem.
Malá holčička se dívá na svého kola.
Muž se dívá do mikrofonu.
Starší muž se dívá na něco, zatímco se dívá.
Dítě v bílé uniformě se dívá na něco.
Tři muži v bílých uniformách jdou po ulici.
Žena se dívá do mikrofonu.
Skupina dětí sedí u stolu a má na sobě modrou bundu.
Malý chlapec se dívá do vzduchu.
Žena se dívá na něco na něco.
Cyklista se dívá na něco.
Žena skáče do vzduchu aby chytil míč.
Muž se dívá do mikrofonu.
Skupina lidí se dívá do vzduchu.
Cyklista v modrém jede na kole po cestě.
Muž jede na kole po chodníku.
Dítě sedí u stolu, zatímco se dívá.
Hnědý pes se dívá do vzduchu.
Malé dítě se dívá do vzduchu, zatímco se dívá.
Malé dítě v červeném se dívá na něco.
Malá dívka sedí na židli a dívá do mikrofonu.
Černý pes se dívá do vzduchu.
Muž v bílé košili a bílé košili se usmívá.
Dva muži se smějí na fotku.
Kluk stojí u stolu, zatímco se dívá.
Dva lidé jsou na pláži na pláži.
Lidi stojí u stolu a povídají si.
Muž v obleku se dívá na něco, zatímco se dívá.
Dva psi běží po trávě.
Několik mladých dětí se dívají na fotku.
Dítě se dívá do mikrofonu.
Muž sedí na židli a mluví do mikrofonu.
Dvě ženy a dvě ženy jsou na zemi.
Lidi stojí u stolu s jídlem.
Čtyři psi si hrají na pláži.
Žena v modrém tričku a modrých šortkách se dívá na kameru.
Dva lidé sedí na židli a dívají na vodu.
Žena se dívá na něco, zatímco se dívá.
Kluk stojí u stolu s lidmi.
Muž v modré bundě se dívá do mikrofonu.
Tři psi, kteří jsou oblečeni v modrém, zatímco žena.
Kluk se dívá na něco na něco.
Muž v modrém tričku skáče na pláži.
Dítě v modrém tričku a čepici si hraje na kytaru.
Muž v modré bundě se dívá na něco.
Muž v obleku se dívá na něco, zatímco se dívá.
Velká skupina mužů sedí na židli a mluví do mikrofonu.
Muž dělá trik na skateboardu.
Muž v černé uniformě se dívá na svého psa.
Postarší muž se dívá na míč.
Žena v brýlích a čepici stojí před obchodem.
Několik dětí se dívá do vzduchu.
Muž v modrém tílku a modrých džínách se usmívá.
Malé dítě se dívá na svého kanky.
Pes má na sobě brýle, zatímco se dívá.
Muž se připravuje jídlo na máni.
Muž v červeném tričku se dívá na něco.
Mladá žena v bílém tričku drží míč.
Chlapec v červeném tričku se dívá do vzduchu.
Muž v růžovém tílku sedí na lavičce na chodníku.
Muž v bílé košili se dívá na něco.
Žena drží bílé dítě na bílé tričko.
Šest dětí si hrají na pláži.
Dva lidé jede na kole po cestě.
Dívka skáče do vzduchu na chodníku.
Muž v oranžové košili a modrých džínách se usmívá.
Malý chlapec si hraje na kytaru a hraje na kytaru.
Malá holčička se dívá na svého kola.
Žena v modrých šatech stojí před obchodem.
Malá holčička se snaží zpránku.
Černý pes běží po travnatém kopci.
Dva psi jsou na pláži.
Černý pes v černé bundě a modrých džínách se dívá na psa.
Dva muži v bílých uniformách jsou na ulici.
Muž v černé bundě a modrých džínách se dívá na něco.
Pes běží po trávě.
Pes v helmě skáče do vzduchu.
Dítě si hraje na pláži a hraje na pláži.
Žena a dítě jsou u stolu.
Dva muži a žena stojí u stolu.
Skupina mužů se dívá do vody.
Muž se dívá do mikrofonu.
Muž v černém hraje na kytaru.
Mladý chlapec v modrém tílku a modrých šortkách si hraje tenis.
Muž stojí na chodníku a dívá se se na něco.
Pes stojí na trávě.
Dvě ženy, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě na sobě
Muž sedí na židli a dívá do mikrofonu.
Malé dítě v modrém tílku si hraje na svému.
Muž se dívá na svého stroje.
Muž sedí u stolu a mluví do mikrofonu.
Chlapec v černém tričku a modrých šortkách drží míč.
Muž v modrém tričku a džínách sedí na trávě.
Pes skáče do vzduchu.
Muž se dívá na muže, zatímco se dívá.
Dvě malé děti se smějí.
Několik lidí stojí u stolu.
Bílý pes a bílý pes se usmívá.
Muž v bílé čepici hraje na kytaru.
Žena s hnědými vlasy sedí na lavičce.
Muž si hraje na kytaru.
Dvě děti a dvě děti si hrají na pláži.
Muž jede na kole.
Mladá žena v bílých šatech si hraje na kytaru.
Žena v bílé košili sedí na lavičce na chodníku.
Pes se dívá na psa.
Mladý muž v bílé košili a bílé košili stojí na chodníku.
Několik lidí se dívají na něco.
Muž se dívá na něco, zatímco se dívá.
Muž se dívá na psa, zatímco ostatní sledují.
Několik mužů si hrají na pláži.
Několik lidí stojí na ulici.
Mladá žena drží na sobě bílého psa na pláži.
Dva lidé v modrém oblečení stojí před budovou.
Černý pes se dívá do bazénu.
Cyklista jede na kole po cestě.
Otec se připravuje na kránky.
Muž v oranžové bundě se dívá na něco.
Dvě děti sedí u stolu a dívají.
Tři muži jdou po cestě.
Žena v modrých šatech se dívá na něco.
Mladý muž se dívá do mikrofonu.
Tři děti si hrají na pláži a hrají na pláži.
Tři muži se dívají na chody.
Lidi jsou venku v noci.
Skupina mužů stojí v místnosti.
Skupina mladých mužů si hrají na pódiu.
Dvě děti v oranžových uniformách, jeden v modrém tílku a modrých šortkách se dívá.
Dvě děti se smějí na ulici.
Žena v červené bundě a modrých džínách sedí na židli.
Dvě děti se dívají na okomě.
Postarší muž se dívá na něco na něco.
Muž v modré bundě se dívá do mikrofonu.
Muž a chlapec si hrají na pláži.
Žena se dívá na svého psa, zatímco se dívá.
Kluk sedí na zemi a dívá se.
Mladá dívka v růžové bundě skáče do vzduchu.
Mnoho lidí sedí u stolu.
Muž v černé košili a černých kalhotách si hraje na fotku.
Muž se dívá do vzduchu, zatímco se dívá.
Dvě dívky v oranžových šatech se dívá do mikrofonu.
Pes skáče do vzduchu.
Černý pes se dívá do vzduchu.
Dva psi si hrají na elektrickou kytaru.
Muž s dlouhými vlasy a brýlemi se dívá na něco.
Muž v obleku se dívá do vzduchu, zatímco se dívá.
Muž v černé košili se dívá na svém kole.
Dva psi jsou na zemi, zatímco se dívají.
Dva muži stojí na chodníku na chodníku.
Postarší muž sedí u stolu, zatímco se dívá.
Postarší pár se dívá na máni.
Dvě ženy v bílých šatech se dívá.
Malé dítě v oranžové bundě drží v ruce ruce.
Lidé jdou po chodníku.
Tři mladí lidé jsou na ulici.
Žena a dítě stojí před obchodem.
Muž v černém tílku a černých kalhotách se dívá na něco.
Dívka v růžovém tílku sedí na židli a drží oko.
Hnědý pes běží po trávě.
Chlapec v modrém svetru se dívá na něco na něco.
Muž a muž v černém dresu se dívá na psa.
Několik lidí stojí na ulici.
Černý pes v černé bundě běží po pláži.
Muž v klobouku sedí na židli a čte noviny.
Muž a žena sedí na zemi.
Dítě se dívá na svého stroje.
Muž se usmívá, zatímco ostatní lidé jdou po ulici.
Kluk se dívá na svého kola.
Žena v modrých šatech stojí před obchodem.
Muž jede na kole na kole.
Mladá žena v černém tričku a modrých džínách se usmívá.
Žena s brýlemi se dívá na vodu.
Černý pes běží po trávě.
Chlapec v modrém tričku jede na skateboardu.
Malý chlapec v červené bundě stojí na ulici.
Žena se usmívá, zatímco se dívá.
Několik mužů si hraje na kytaru.
Muž v oranžové bundě a modrých džínách se dívá do vzduchu.
Muž a dívka stojí u vody.
Muž v modrém tričku se dívá na psa.
Chlapec v modrém tílku a modrých džínách se dívá do bazénu.
Žena v růžovém tílku se dívá na něco.
Žena v růžovém tričku a čepici si hraje na kytaru.
Malý černo-bílý pes skáče přes vodu.
Muž v bílé košili hraje na kytaru.
Muž se dívá na svého kola.
Skupina dětí sedí na trávě a dívají se se.
Chlapec v černém sedí na pláži.
Malý pes si hraje na trávě.
Lidi sedí na ulici.
Pes se dívá na svého psa, zatímco se dívá.
Blonďatá dítě se houpe na houpačce.
Muž a žena jsou na zemi, zatímco se dívají.
Muž se dívá na něco.
Hnědý pes se snaží chytit míč.
Několik dětí si hraje na pódiu.
Malý chlapec se dívá na svého psa, zatímco se dívá.
Tři děti jdou po cestě.
Muž se dívá na něco, zatímco se dívá.
Muž jede na kole na kole na kole.
Chlapec v modrém tílku a modrých šortkách běží po cestě.
Žena v oranžové bundě stojí na chodníku.
Muž jede na skateboardu na skateboardu.
Muž v obleku se připravuje na kani.
Žena stojí na chodníku na chodníku.
Dva fotbalisté na hřišti na hřišti.
Dítě v modrém tričku sedí na lavičce.
Pes běží po travnatém poli.
Skupina lidí se dívají na něco.
Mladý muž na skateboardu jede na skateboardu.
Malý chlapec skáče na zemi, zatímco se dívá.
Dva lidé, kteří mají na sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě sobě na sobě sobě sobě sobě, stojí u stolu.
Muž v modrém tričku běží po chodníku.
Několik dětí se dívá na kameru.
Muž běží po travnatém hřišti.
Basketbalista se snaží chytit míč.
Basketbalista v oranžové bundě a modrých šortkách drží míč.
Dvě malé děti se dívají na něco, zatímco ostatní sledují.
Fotbalový hráč v bílé uniformě se snaží chytit míč.
Malá holčička se dívá do vzduchu aby chytil míč.
Několik dětí v bílých uniformách a černých uniformách si hrají na ulici.
Několik dětí jde po ulici v pozadí.
Hnědý pes běží po pláži.
Dva muži, kteří jsou u stolu.
Několik mužů v bílých uniformách se dívají na oko.
Cyklista skáče do vzduchu.
Pár sedí na trávě.
Děti se dívají na chrák.
Dítě v modrém jede na kole.
Chlapec skáče do vzduchu aby chytil míč.
Dvě malé děti si hrají na hřišti.
Lidi jdou po cestě.
Mladý chlapec v bílém tričku skáče na pláži.
Chlapec v oranžové košili se dívá do vzduchu.
Žena v modrém tričku a modrých džínách drží svou kytaru.
Tři lidé, kteří mají na sobě na sobě na sobě na sobě a opy.
Několik mužů stojí na ulici.
Dva muži v bezpečnostních vestách pracují na pódiu.
Chlapec se snaží chytit míč.
Mladý chlapec v modrém tílku a modrých šortkách se dívá na něco.
Muž v červené čepici a čepici hraje na kytaru.
Muž se dívá do mikrofonu.
Dítě drží dítě v ruce ruce.
Žena stojí na ulici s jídlem.
Několik mužů v oblecích a jeden muž v bílých šatech se dívá.
Několik lidí stojí u stolu.
Dívka v bílé bundě a bílé bundě se dívá na něco.
Muž se dívá na něco.
Člověk dělá trik na skateboardu.
Několik mužů se dívají na něco.
Nevěsta a dvě děti jsou v místnosti.
Několik mužů stojí na chodníku a jeden muž v pozadí.
Černo-bílý pes běží po travnatém hřišti.
Žena v čepici a čepici se usmívá.
Několik mužů v bílých uniformách stojí v místnosti.
Muž v bílé košili se dívá na něco.
Kluk se dívá na něco, zatímco se dívá.
Lidi se dívají na něco na něco.
Čtyři děti jsou ve sněhu.
Dvě ženy a muž se smějí.
Čtyři děti jsou na zemi, zatímco se dívají.
Postarší muž se dívá do mikrofonu.
Mnoho lidí stojí na ulici v noci.
Několik dětí skáče do vzduchu.
Malá holčička běží po pláži.
Několik dětí se dívá do vody.
Dva lidé stojí u stolu, zatímco dva lidé stojí před obchodem.
Žena v růžovém tílku drží dítě v ruce.
Basketbalista se snaží chytit míč.
Muž jde po ulici.
Tři chlapci v modrém tričku a modrých šortkách se smějí.
Muž se dívá na psa na psa.
Bílý pes běží po trávě.
Několik dětí a dvě děti jdou po ulici.
Skupina dětí si hrají na chránky.
Skupina žen si hrají na pódiu.
Malá holčička v růžové bundě se dívá na něco.
Muž v růžovém tílku a čepici se usmívá.
Dva černí psi, jeden v černém, jeden v bílém, jsou na trávě.
Muž skáče do vzduchu aby chytil míč.
Žena sedí na židli a má na sobě modrou bundu.
Děti sedí na židli a mluví do mikrofonu.
Bílý pes v bílém tričku a hnědý pes skáče do vody.
Několik lidí stojí ve vodě.
Několik mužů v oblecích stojí na ulici.
Malý pes se dívá do vzduchu.
Dvě děti v bílých dresech se snaží chytit míč.
Žena v černém tričku a černých šortkách se dívá na něco.
Čtyři ženy v bílých uniformách si hrají na hřišti.
Člověk hraje na kytaru.
Dívka v černé bundě se dívá do vzduchu.
Dítě v bílých šatech se dívá do vzduchu.
Muž a dívka stojí na zemi.
Mladý chlapec v modrém tričku se dívá na kameru.
Několik lidí stojí na ulici.
Muž jede na kole po cestě.
Chlapec skáče do vzduchu aby chytil míč.
Děti jsou na ulici.
Lidi jdou po cestě v pozadí.
Dívka v černém dresu se dívá na něco.
Dva muži, kteří jsou na pláži, zatímco se dívají.
Dva muži se smějí na fotku.
Žena v obleku stojí u stolu, zatímco jí.
Žena se dívá na svého psa.
Postarší muž v bílé bundě se dívá do mikrofonu.
Cyklista skáče do vzduchu.
Tři psi si hrají na trávě.
Dva děti si hrají na pláži.
Malý chlapec si hraje na kytaru.
Několik lidí stojí u stolu v pozadí.
Několik dětí se dívá do vzduchu, aby mohla.
Dívka v růžovém tričku se dívá do vzduchu.
Velká skupina dětí se dívá do vody.
Muž stojí na ulici.
Plaska se dívá do vzduchu.
Dva muži se dívají na okomě.
Dva lidé stojí na zemi u jezera.
Malá holčička se snaží zpránku.
Tři muži, kteří jsou na zemi a dívají.
Člověk se dívá na něco na něco.
Muž v černé košili sedí před budovou.
Čtyři lidé jdou po cestě.
Chlapec si hraje na pláži.
Muž v modrém tričku hraje na hřišti.
Pes v červeném dresu se dívá na psa.
Kluk stojí před obchodem.
Muž v oranžových šatech se dívá na něco.
Lidi stojí na zemi.
Tři psi, kteří jsou ve sněhu.
Několik mužů se dívá na něco, zatímco se dívá.
Hnědý pes běží po pláži, zatímco se dívá.
Fotbalový hráč v bílém dresu se snaží chytit míč.
Muž v bílé košili hraje na kytaru.
Černý pes skáče na trávě.
Postarší muž se dívá na něco, zatímco se dívá.
Dvě mladé dívky a dívka se smějí.
Dítě v modrém tílku a modrých džínách se dívá na něco.
Černý pes se dívá do vzduchu aby chytil míč.
Mladá dívka se dívá na svého kola.
Tři děti si hrají na hřišti.
Hráč v modrém tričku drží míč, zatímco se dívá.
Chlapec v červené bundě si hraje na kytaru.
Dítě v červeném tílku a čepici se dívá do vzduchu.
Dva muži v oranžových vestách stojí před budovou.
Dva lidé stojí na zemi vedle sebe.
Dva muži sedí u stolu v restauraci.
Dítě v červeném tílku a čepici drží dítě v červeném.
Černo-bílý pes si hraje s míčem.
Dva lidé stojí na chodníku před budovou.
Žena hraje na hřišti.
Dva psi jsou ve sněhu.
Hnědý pes skáče do vzduchu.
Muž v modrém triku stojí na ulici.
Malá dívka drží dítě a drží dítě na hlavě.
Muž se snaží napránový míč.
Děti jsou na zemi, aby chytil míč.
Cyklista jede na kole na kole po cestě.
Dva lidé a dvě děti jdou po cestě.
Malý chlapec se dívá do vzduchu, zatímco se dívá.
Muž v červeném tričku a modrých šortkách se dívá na něco.
Několik mužů stojí před budovou.
Muž hraje na kytaru.
Dvě ženy a dvě ženy sedí u stolu.
Pes běží po trávě.
Fotbalový hráč v černém tričku se snaží chytit míč.
Žena se dívá do vzduchu.
Tento pes se houpe na trávě.
Dvě děti a dvě děti sedí na lavičce.
Žena v bílých šatech jde po travnatém poli.
Muž se dívá na dav lidí.
Skupina lidí stojí na ulici.
Muž sedí na lavičce na lavičce.
Muž v obleku se dívá na něco.
Starší muž v brýlích se dívá na něco.
Muž jede na kole na kole po ulici.
Muž se houpe na pláži.
Několik lidí v oblecích stojí na ulici.
Dvě ženy jsou na zemi.
Dělník se dívá do vzduchu.
Pes skáče do vzduchu.
Žena v černém tričku a modrých džínách se usmívá se.
Muž se dívá do vzduchu.
Dvě dívky v oblecích stojí před budovou.
Pes se dívá do vody.
Malá holčička se dívá do vzduchu.
Cyklista jede na kole.
Tři ženy a dvě ženy v bílých šatech, jeden v pozadí.
Hnědý pes skáče do vzduchu.
Chlapec v modrém tričku a modrých šortkách drží míč.
Dva psi běží po pláži.
Dívka si hraje na kytaru.
Tři mladí muži stojí na zemi a povídají si.
Dva muži se smějí, zatímco ostatní sledují.
Tři fotbalisté se snaží chytit míč.
Dvě malé děti jsou na ulici.
Muž drží dítě v ruce.
Pes jede na kole po cestě.
Kluk jede na skateboardu na skateboardu.
Muž hraje na kytaru a hraje na kytaru.
Tři muži, kteří mají na sobě na sobě na sobě na sobě na sobě na hlavě, stojí.
Dvě mladé dívky v červených šatech stojí vedle sebe.
Mladý chlapec v obleku se dívá na něco.
Malá holčička v růžovém tílku drží kule.
Muž v modrém dresu skáče do vzduchu.
Žena si hraje na kytaru.
Čtyři lidé hrají na pláži.
Dvě mladé dívky v bílých šatech si hraje na kytaru.
Dva psi jsou na trávě.
Žena s hnědými vlasy a hnědými vlasy sedí na trávě.
Postarší muž stojí na ulici.
Dva lidé sedí u stolu a povídají si si.
Dvě mladé děti si hrají na pódiu.
Dítě se dívá na svého kola.
Muž a žena sedí u stolu a jí.
Dvě ženy jsou v bazénu.
Muž v bílé košili a bílé košili se usmívá.
Dva lidé jsou na zemi, zatímco se dívají.
Několik lidí sedí u stolu.
Dvě dívky v bílých šatech a modrých šortkách stojí na zemi.
Několik lidí sedí na zemi a dívají.
Skupina lidí jede na kole.
Několik dělníkůzuje na kole.
Muž v modrém tričku se usmívá na pláži.
Několik mužů stojí na zemi a dívají.
Dva muži, kteří mají na sobě bílé, jeden má na sobě na sobě bílé motorce.
Děti si hrají v bazénu.
Muž jede na kole po cestě.
Žena v modrém tričku jede na kole na kole.
Dívka v černé bundě se dívá do mikrofonu.
Muž v modrém tričku se dívá na vodu.
Čtyři muži sedí na zemi a dívají se.
Otec se dívá na svého kola.
Prák v červené čepici a červené čepici se dívá.
Starší žena v modrých šatech se usmívá.
Dva muži v bílých uniformách stojí vedle sebe.
Malá dívka v bílé čepici a bílé čepici hraje na kytaru.
Malé dítě se usmívá do mikrofonu.
Žena stojí na trávě.
Muž na ulici se dívá do mikrofonu.
Žena s brýlemi má na sobě brýle.
Žena a žena stojí na travnatém hřišti.
Muž se připravuje jídlo před davem.
Muž v obleku hraje na hudební nástroj.
Starší muž sedí na židli a čte knihu.
Žena v bílé košili se dívá do mikrofonu.
Muž stojí na zemi a stojí na chodníku.
Dvě děti se smějí.
Postarší člověk se dívá na něco.
Žena v bílých šatech se dívá do mikrofonu.
Několik mužů se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách jde po ulici.
Tři děti sedí na zemi a povídají si si.
Dívka v červeném tričku skáče do vzduchu.
Muž v modrém tílku se dívá do mikrofonu.
Muž se dívá do mikrofonu.
Muž se dívá na něco, zatímco se dívá.
Muž v černé bundě hraje na kytaru.
Skupina dětí si hrají na pódiu.
Muž stojí na zemi a dívá na vodu.
Několik žen a žena jsou na ulici.
Dva muži se smějí, zatímco jsou v pozadí.
Dva muži v modrém, jeden v modrém, kteří jsou na hřišti.
Skupina mužů v modrém oblečení stojí před budovou.
Mladá žena jede na pláži.
Několik lidí stojí u stolu a hraje na kytaru.
Muž v obleku se dívá do vzduchu.
Muž se dívá na něco na něco.
Dva muži pracují na ulici.
Žena v bílé bundě se dívá do mikrofonu.
Chlapec běží po trávě.
Dospívající chlapec drží kanik.
Muž v modrém tričku se dívá na něco.
Dva muži v bílé bundě sedí u stolu.
Mladá dívka v červené bundě a červené bundě se usmívá.
Muž v červeném dresu a černých šortkách stojí na travnatém hřišti.
Lidi závodí na dráze.
Lidi jsou na poli.
Lidé stojí před budovou.
Cyklista jede na kole po ulici.
Muž v helmě jede na kole.
Postarší pár se dívá na něco, zatímco se dívá.
Žena se dívá na něco, zatímco se dívá.
Žena sedí u stolu a má na sobě máni.
Žena sedí u stolu v restauraci.
Tři mladé ženy sedí na zemi a dívají se.
Žena v modrém tričku a modrých šortkách se usmívá.
Šest dětí sedí na zemi a dívají se.
Pes si hraje na pláži.
Dva psi si hrají na pláži.
Dítě jede na kole na skateboardu.
Několik lidí stojí u stolu.
Několik lidí se dívají na oko.
Několik dětí se smějí na fotku.
Žena v červené bundě jede na kole.
Několik mužů v bílých uniformách stojí před obchodem.
Mladý muž a žena v bílých šatech se smějí.
Muž a žena jdou po ulici v noci.
Žena dělá trik na skateboardu.
Starší muž v modrém tílku a modrých džínách stojí na ulici.
Lidi stojí u stolu, zatímco se dívá.
Muž a dítě si hraje na kytaru.
Dva muži sedí u stolu.
Dvě ženy v modrém tričku se dívá na vodu.
Několik dětí se dívají na něco.
Několik mužů stojí u stolu a jeden muž v bílé bundě.
Skupina lidí si hrají na pódiu.
Malá holčička v modré bundě jede na ulici.
Skupina mužů sedí na židli a povídají.
Muž s batohem stojí na židli a mluví do mikrofonu.
Hnědý pes si hraje na hřišti.
Postarší muž se dívá do vzduchu, zatímco se dívá.
Žena a žena stojí na chodníku.
Dítě v červeném svetru se dívá na svého psa.
Žena sedí na trávě a dívá na psa.
Tři muži, kteří jsou na chodníku, zatímco stojí na chodníku.
Žena se dívá do vzduchu.
Žena v červené bundě se dívá do mikrofonu.
Dva psi si hrají na hřišti.
Muž s brýlemi a brýlemi sedí na židli a hraje na kytaru.
Několik lidí stojí u stolu v pozadí.
Mladá dívka se snaží chytit míč.
Několik lidí sedí u stolu v restauraci.
Dívka a dívka sedí na zemi a má na sobě věta.
Muž v černé bundě a modrých džínách se dívá na něco.
Žena sedí u stolu v červených šatech.
Dítě jede na kole po chodníku.
Pár stojí na zemi a mluví do vzduchu.
Několik lidí sedí u stolu a jí.
Muž v černé košili a černé košili se usmívá.
Mladý muž se snaží chytit míč.
Muž a dívka jdou po chodníku.
Žena s hnědými vlasy se dívá na psa.
Muž v obleku a čepici stojí na chodníku.
Muž skáče do vzduchu.
Člověk v červené bundě drží kadánku.
Žena sedí na židli a čte knihu.
Muž v bílé bundě a žena v bílé bundě stojí u stolu.
Žena a žena se smějí na fotku.
Skupina mužů na ulici.
Pouliční umělec v noci se dívá na něco.
Skupina lidí stojí na ulici.
Muž se dívá do mikrofonu.
Muž sedí na židli a hraje na kytaru.
Dívka v modrých šatech stojí před budovou.
Mladá dívka v modrém triku běží po pláži.
Bílý pes v černém tričku a modrých džínách se dívá na něco.
Muž v bundě se dívá do mikrofonu.
Lidi se dívají na míč.
Několik dětí se dívají na ulici.
Skupina lidí stojí na ulici.
Několik lidí, kteří mají na sobě na sobě bílé tričko, zatímco se dívá.
Několik dětí se smějí na fotku.
Hráč v modrém a modrých šortkách se snaží chytit míč.
Žena v růžové bundě se dívá na něco.
Několik lidí sedí na lavičce před budovou.
Muž v obleku sedí u stolu.
Muž se usmívá, zatímco další muž v bílé bundě.
Mladá žena a žena jdou po chodníku.
Muž v obleku hraje na kytaru a hraje na kytaru.
Žena v červené bundě jde po ulici.
Několik lidí stojí před obchodem.
Muž se dívá na něco na něco.
Několik mužů, kteří si hrají na hudební nástroje, zatímco ostatní sedí.
Dvě malé děti na kolejíjíjí na chrán.
Žena v obleku sedí u stolu a čte noviny.
Postarší muž v obleku se dívá na něco, aby mohla.
Muž se dívá na něco, zatímco se dívá.
Dítě si hraje na kytaru a hraje na kytaru.
Malá holčička se dívá do mikrofonu.
Muž v obleku jde po ulici.
Dva muži, kteří stojí před obchodem.
Žena v černém tílku drží svou ruku.
Skupina lidí sedí u stolu a mluví do mikrofonu.
Muž dělá trik na skateboardu.
Žena v černé bundě a černých šatech se dívá na něco.
Tři mladé dívky jdou po chodníku.
Žena s brýlemi se dívá na něco.
Muž jede na kole na kole po ulici.
Muž v černé bundě stojí před budovou.
Muž a žena se smějí.
Mladá dívka v bílé čepici a bílé čepici drží na trávě.
Mladá žena v modrém dresu se snaží chytit míč.
Žena se dívá do vzduchu, zatímco se dívá.
Muž se dívá na něco, zatímco se dívá.
Skupina lidí stojí na travnatém hřišti.
Průzadamomomomomomomolláz
Muž se dívá do mikrofonu.
Dva muži se dívají na něco.
Lidi sedí na lavičce a povídají si.
Několik dětí se smějí na fotku.
Muž v černé bundě sedí na zemi vedle sebe.
Postarší muž se dívá na něco.
Lidé si hrají na kytaru a jeden muž v modrém tričku.
Lidi stojí před obchodem.
Žena se dívá na muže, zatímco se dívá.
Muž v bílé košili a bílé čepici se dívá na něco.
Dva muži v oranžových vestách a oranžových vestách jdou po ulici.
Dva lidé jsou v chrnikomomělně.
Muž a žena stojí na ulici.
Několik mužů se dívají na něco.
Čtyři muži, kteří v modrém, jeden v modrém, sedí na židli.
Několik lidí sedí u stolu.
Muž v červené košili a bílé košili se dívá do mikrofonu.
Několik dětí se připravuje na kránky.
Muž a žena v bílých šatech se dívá do mikrofonu.
Dvě děti si hrají na pódiu.
Muž v červené bundě a žena v červených šatech.
Dva lidé stojí na zemi na chodníku.
Dvě děti v bílých uniformách se dívají na svého psa.
Několik mužů v oranžových vestách stojí na ulici.
Dvě mladé dívky stojí na chodníku na ulici.
Dvě malé děti se dívají na vodu.
Dítě se dívá na svého kola.
Pes se dívá na muže na muže.
Několik lidí stojí na ulici.
Dva muži si hrají na kytaru.
Muž se dívá do mikrofonu.
Dva lidé stojí na zemi a povídají si si.
Čtyři lidé jdou po ulici.
Žena v modrém tričku a modrých džínách s brýlemi.
Žena v červeném tričku se dívá na dav.
Chlapec v bílém tričku skáče do vzduchu.
Malá holčička se dívá do vody.
Několik mužů v oranžových vestách stojí na zemi.
Člověk stojí před budovou.
Několik dětí se dívají na fotku.
Muž běží po pláži s dvěma lidmi.
Muž jde po ulici.
Dvě děti se dívají na něco.
Žena v červené bundě se dívá do mikrofonu.
Žena v modrém tričku a modrých džínách stojí na chodníku.
Malé dítě se dívá na dítě.
Skupina lidí sedí u stolu.
Člověk stojí na ulici před budovou.
Člověk v červeném tričku a modrých džínách stojí na chodníku.
Černý pes a černý pes si hrají na hřišti.
Muž v černém tílku a modrých džínách drží svou kytaru.
Muž v uniformě se dívá do vzduchu.
Muž v obleku a žena v bílých šatech stojí u stolu.
Dítě se usmívá na něco na chodníku.
Černý pes běží po trávě.
Několik mužů se dívá na něco, aby chytil.
Pes stojí na trávě.
Skupina mužů sedí u stolu.
Lidé jdou po ulici.
Muž v džínách a džínách se dívá na muže.
Muž v oranžové košili a modrých džínách se dívá na před davem.
Mladý muž a žena jdou po chodníku.
Muž v červené čepici a červené čepici se dívá na něco.
Muž v černé bundě se usmívá na ulici.
Muž stojí na ulici, zatímco se dívá.
Žena v černé bundě se dívá na kameru.
Skupina lidí stojí na ulici.
Postarší muž se dívá do vzduchu.
Tři lidé jdou po cestě, zatímco žena se dívá.
Několik mužů v oranžových vestách se dívají.
Žena v červené bundě a červené čepici stojí na ulici.
Muž v modrém tílku a modrých šortkách se dívá na něco.
Lidi v bílých šatech sedí na židli a mluví do mikrofonu.
Muž sedí na lavičce na lavičce.
Tři muži v bílých tričkách a jeden v bílé košili, jeden má na sobě bílé tričko.
Lidi jsou na okomě.
Několik mužů a dvě ženy se smějí.
Několik lidí stojí na zemi aby chytil míč.
Malé dítě v modré bundě se dívá na kameru.
Lidi jsou v chri.
Muž s brýlemi hraje na ulici.
Chlapec v růžovém tílku se usmívá.
Muž má na sobě sobě sobě brýle, zatímco sedí na židli.
Čtyři muži stojí na zemi a dívají.
Žena se dívá na svého kola před obchodem.
Postarší muž se dívá na svého psa.
Postarší pár se dívá na svého kola.
Několik lidí se dívá do vzduchu.
Několik mužů jede na kole na kole.
Skupina mužů sedí u stolu.
Velká skupina lidí se dívají na něco.
Žena se dívá na psa, zatímco ostatní sledují.
Mladý muž v bílé košili a bílé košili se usmívá.
Dva lidé jedou na kole po cestě.
Dvě ženy stojí u stolu v restauraci.
Tři dívky se smějí na fotku.
Žena v černé bundě a černé bundě sedí na lavičce a dívá do mikrofonu.
Mladé dítě v červeném tričku se dívá na něco.
Dva muži a žena jdou po ulici.
Muž, který má na sobě červenou bundu a čepici, zatímco drží.
Mladý chlapec v červeném tílku a čepici stojí na zemi.
Dvě děti si hrají na pódiu.
Malá holčička v černé bundě drží na pláži.
Muž v brýlích a čepici sedí na židli a drží mák.
Dvě malé děti, kteří jsou oblečeni, které jsou na zemi.
Malé dítě sedí na lavičce a čte noviny.
Mladý muž v modrém tričku a čepici se dívá na něco.
Tři lidé sedí u stolu u stolu.
Chlapec v černé košili a černých šortkách se dívá na dav.
Muž stojí před budovou.
Mladý muž jde po ulici s mužem.
Muž se dívá na něco, zatímco se dívá.
Několik lidí, kteří mají na sobě sobě bílé tričko a bílé tričko, zatímco sedí.
Skupina lidí jde po ulici.
Dvě mladé děti jsou u stolu.
Žena v džínách a čepici stojí na chodníku.
Muž jede na kole na kole, zatímco ostatní sedí na zemi.
Muž v modrém tričku se dívá do mikrofonu.
Chlapec v modrém tričku a modrých šortkách se dívá na kameru.
Dvě děti sedí u stolu v pozadí.
Lidi stojí na chodníku a má na sobě červenou bundu.
Několik lidí jede na kole.
Muž sedí na židli a dívá se na něco.
Muž se dívá na svého kola.
Mladý muž v helmě a čepici sedí na zemi a drží mánky.
Dva muži a dvě ženy jsou venku před obchodem.
Muž v bílé košili jede na ulici.
Muž předvádí trik na kole.
Cyklista jede na kole po cestě.
Dva muži v helmách stojí na travnatém poli.
Muž a muž se dívá na něco.
Muž v obleku se dívá do vzduchu.
Člověk se dívá na něco, zatímco se dívá.
Muž v černé košili a černých kalhotách stojí na chodníku.
Chlapec a dívka stojí na zemi.
Několik lidí v modré bundě a modrých džínách se usmívá.
Žena a žena sedí na trávě a má na pláži.
Dvě ženy jdou po ulici.
Skupina mužů a dítě stojí na ulici.
Žena v černé bundě a čepici stojí na chodníku.
Skupina mužů sedí u stolu a čte noviny.
Postarší muž stojí na ulici.
Muž v obleku se dívá do mikrofonu.
Žena sedí u stolu a čte noviny.
Člověk se dívá na něco, zatímco se dívá.
Muž sedí u stolu s lidmi.
Dva lidé, kteří mají na sobě sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě
Několik dětí skáče do vzduchu.
Muž v helmě a čepici si hraje na kytaru.
Dvě mladé dívky sedí u stolu.
Tři děti si hrají na hřišti, zatímco dva muži hrají na hřišti.
Malé dítě se dívá do mikrofonu.
Muž v modrém tričku se dívá do mikrofonu.
Dva lidé sedí u stolu v místnosti.
Malý chlapec v modrém tílku má na sobě na sobě modrou bundu, zatímco další muž.
Několik mužů v bílých uniformách stojí v místnosti.
Mladá dívka v helmě jede na kole na kole.
Skupina žen v bílých šatech.
Muž a žena jdou po ulici s dvěma lidmi.
Mladá dívka sedí na židli na židli.
Dvě děti jsou na ulici.
Mladé dítě se dívá na muže v pozadí.
Několik mužů a muž stojí na travnatém kopci.
Muž v bílé košili hraje na kytaru.
Mladá dívka se dívá na kameru, zatímco se dívá.
Malý chlapec se dívá do vody.
Několik mužů v bílých uniformách a modrých uniformách se smějí.
Muž v oranžové bundě a modrých džínách se dívá na svého kola.
Malá holčička a dívka si hraje na kytaru.
Dítě jede na kole po chodníku.
Otec se dívá do vzduchu.
Lidé jdou po ulici.
Muž v barevném oblečení stojí u stolu.
Dva děti si hrají na pláži.
Dva muži hrají na hřišti.
Muž skáče do vzduchu aby chytil míč.
Malá dívka se dívá do vody.
Několik dětí se dívá do vody.
Muž v brýlích se dívá na něco.
Dívka v bílé kšiltovce se dívá na kameru.
Muž stojí na ulici, zatímco ostatní sledují.
Tři muži v oblecích jdou po ulici.
Muž stojí před budovou.
Dvě dívky v modrém tričku drží v bazénu.
Čtyři děti sedí na pláži a jeden z nich se dívají.
Děti se smějí na fotku.
Mladý chlapec v čepici a čepici se dívá na něco.
Několik dětí se dívá na něco.
Několik mužů v bílých šatech drží oko.
Cyklista se dívá do vzduchu.
Žena v červeném tričku jede na kole.
Žena sedí na židli a dívá do mikrofonu.
Tři muži, kteří jsou na ulici, kteří jsou na ulici.
Dívka si hraje v bazénu.
Dvě děti v modrém tričku a modrých šortkách se dívá do vzduchu.
Muž se dívá do vzduchu.
Muž v modrém tričku a modrých džínách stojí na ulici.
Dvě děti jsou na zemi.
Několik mužů v modrém oblečení stojí před obchodem.
Muž v modrém tričku a čepici si hraje na kytaru.
Postarší muž se dívá na muže.
Muž se dívá na svého kola.
Žena v bílé košili se dívá na něco.
Malá dívka v brýlích a čepici stojí na chodníku.
Dvě dívky, jeden v černém, jeden v bílém, stojí na zemi.
Několik žen stojí před budovou.
Muž jede na kole na ulici.
Žena hraje na kytaru a drží dítě.
Skupina lidí si hrají na hudební nástroje.
Malá holčička se dívá na svého kola.
Malý černo-bílý pes se dívá na něco, aby chytil míč.
Dvě děti si hrají na pódiu.
Dívka v bílém tričku a modrých šortkách se dívá do vzduchu.
Dva muži si hrají na kytaru.
Několik lidí stojí před obchodem.
Žena a dvě děti jdou po ulici.
Žena a dvě ženy jsou v bílých šatech.
Skupina mužů v oranžových vestách jede na kole.
Muž v bílé kšiltovce si hraje na hřišti.
Muž se dívá do vzduchu.
Dva muži, kteří jsou v černém, aby chytil míč.
Děti se snaží chytit míč.
Člověk v modrém dresu se dívá na míč.
Několik fotbalistů stojí na travnatém hřišti.
Muž sedí na židli a drží dítě na pláži.
Žena v modrém dresu běží po cestě.
Několik mužů stojí před obchodem.
Dospívající muž se snaží zpránky, zatímco se dívá.
Dvě malé děti stojí na zemi před davem.
Muži hrají na hřišti.
Fotbalový hráč v bílé uniformě se snaží chytit míč.
Lidi se prochází kolem sebe.
Dva muži, kteří mají na sobě červené, jeden v červeném, jeden z nich jsou.
Basketbalista v bílém tričku drží míč.
Mladý chlapec se dívá na něco, zatímco se dívá.
Žena a dítě jdou po ulici.
Basketbalista hraje na hudební nástroje.
Tři ženy, kteří jdou po trávě.
Chlapec v modrém tričku a modrých šortkách hraje na kytaru.
Muž a žena v bílé bundě se smějí.
Muž se usmívá, zatímco se dívá do vzduchu.
Malý chlapec v modrém tričku se dívá na něco.
Několik dětí se dívá na něco, zatímco se dívá.
Žena v zimním oblečení se dívá do vzduchu.
Čtyři dívky a dvě ženy, kteří jsou na zemi.
Muž v bílé čepici a bílé čepici se snaží chytit míč.
Starší muž v modrém tričku se dívá do mikrofonu.
Žena v červené bundě se dívá do vody.
Dvě malé děti si hrají na fotku.
Čtyři děti jsou na zemi, zatímco se dívají.
Muž v červené bundě se dívá na něco.
Skupina lidí stojí u stolu.
Dvě děti v bílých uniformách a modrých uniformách jsou na zemi.
Několik mužů v červených uniformách se smějí.
Muž se dívá na muže, zatímco se dívá do vzduchu.
Muž s brýlemi se dívá do vzduchu.
Kluk se dívá na něco.
Dvě děti si hrají v písku.
Dítě v modrém tílku a modrých džínách stojí na zemi.
Žena se dívá na svého kola.
Lidé jdou po ulici.
Dospívajících se dívá do vzduchu.
Dva muži, jeden v bílé, jeden má na sobě červenou bundu, hrají fotbal.
Muž stojí na židli a dívá se na něco.
Surfař jede na kole po pláži, zatímco se dívá.
Postarší pár se dívá do vzduchu.
Hráč baseballu skáče do vzduchu aby chytil míč.
Dvě děti si hrají s míčem.
Několik mladých mužů stojí na ulici.
Skupina dětí běží po cestě.
Snowboardista jede na kole na kole.
Lidé si hrají v bazénu.
Muž se dívá na něco, zatímco se dívá.
Muž se dívá na kameru, zatímco se dívá.
Mladý muž v modrém tričku jede na skateboardu na skateboardu.
Muž sedí na židli a dívá se se na něco.
Muž, který má na sobě brýle, zatímco sedí na zemi.
Dvě děti jsou na zemi.
Muž v černém tílku a černých kalhotách se dívá na něco.
Dva lidé stojí na trávě a hrají na trávě.
Malé dítě se dívá do vzduchu.
Dva fotbalisté běží po hřišti.
Muž v černé bundě a bílé čepici si hraje na kytaru.
Muž jede na kole na kole.
Žena v bílé košili a modrých šortkách hraje na hřišti.
Muž hraje na kytaru.
Muž se dívá na něco, zatímco se dívá.
Žena s hnědými vlasy si hraje na hřišti.
Několik mužů a dvě ženy, kteří mají na sobě na sobě na sobě mě.
Dvě dívky se smějí do mikrofonu.
Dítě v modrém tričku se dívá do mikrofonu.
Dva muži, kteří mají na sobě bílé, jeden má na sobě sobě sobě bílé tričko a bílé šaty.
Žena v červené bundě si hraje na míč.
Blonďatá dívka v bílé košili se dívá na kameru.
Žena v bílých šatech se usmívá.
Dvě děti jsou na zemi.
Dvě ženy, kteří jsou na ulici.
Dvě děti stojí před obchodem.
Muž v černé bundě jede na kole po cestě.
Blonďatá žena se dívá do mikrofonu.
Žena v černé bundě a černých šatech se dívá na něco.
Dvě děti se dívají, zatímco ostatní se dívají.
Čtyři černí psi jsou v bílých dresech.
Otec se dívá na něco, zatímco se dívá.
Dva muži v bílé uniformě se snaží chytit míč.
Muž stojí na chodníku na chodníku.
Dospívajících hráč se snaží chytit míč.
Několik mužů v chránách se dívá do vzduchu.
Dva fotbalisté, kteří jsou v červené, jeden má na sobě červenou míč.
Chlapec skáče do vzduchu.
Dva muži v černých kalhotách a černých šortkách si hrají na pódiu.
Muž v helmě jede na kole.
Malý chlapec v bílých šatech se dívá na svého míč.
Šest mužů sedí na trávě.
Hnědý pes se dívá do vzduchu.
Několik mužů v bílých uniformách stojí vedle sebe.
Muž v bílé košili a bílé košili se usmívá.
Žena a žena se dívá na něco.
Několik lidí stojí na ulici v noci.
Žena v helmě jede na kole na kole.
Děti si hrají na pláži.
Muž si hraje na kytaru, zatímco jiný muž si hraje.
Malá holčička se dívá do vzduchu, zatímco se dívá.
