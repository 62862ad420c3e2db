Muž v oranžové čepici se připravuje na svou.
Otec jede po chodníku a má na sobě červenou bundu.
Čtyři děti v uniformách se snaží ohrát.
Šest lidí v oranžových kalhotách a modrých džínách stojí v dřevěném parku.
Lidi jsou shromáždění na oko.
Muž v brýlích a slunečních brýlích stojí u stolu a povídají si.
Několik lidí stojí před budovou.
Chlapec v červeném dresu se snaží chytit míč, aby chytil míč.
Žena pracuje na graffiti.
Muž v oranžové vestě sedí na chodníku a čte si noviny.
Dělník a dvě děti se dívají na vodu.
Ženy si hrají, aby chytil míč, aby chytil míč.
Dvě děti, kteří jsou v restauraci, aby se dívá.
Muž, který sedí u stolu, který má na sobě oko.
Čtyři lidé sedí v místnosti.
Čtyři chlapci v džínách jede na oko.
Blonďatý muž má na hlavě hlavu s hračkou.
Dvě ženy v černém oblečení a modrých džínách stojí u stolu s jídlem.
Někdo v růžovém tričku jede na kole.
Dvě ženy se smějí, aby mohla, aby se dívá.
Lidi, kteří stojí před budovou.
Někdo si hraje s míčem na hřišti.
Dvě děti se snaží na trávě.
Muž stojí před obchodem v noci.
Dvě ženy se dívá na něco, aby mohla.
Dvě ženy v bílých šatech se usmívá a sedí u stolu.
Muž se dívá na fotku.
Nějací děti se dívají na fotku, aby se.
Několik žen, kteří mají na sobě oranžové vesty, hrají na hudební nástroj.
Muž se snaží svou ruku, aby mohla, aby se snaží se snaží chytit míč.
Šest lidí jede po lese.
Dvě blonďaté děti sedí na schodech na schodech.
Miminko skáče do bazénu.
Čtyři lidé sedí u stolu, aby mohla.
Tři děti stojí v chodu a pracují na chodu.
Postarší pár se připravuje na jídlo, aby mohla.
Několik dětí si hraje na chodu.
Někdo v zimním oblečení se dívá na něco v pozadí.
Tento mladá rodina se dívá na něco.
Muž s batohem a batohem stojí na dřevěném chodníku.
Čtyři děti v oranžových vestách závodí na travnatém poli.
Muž v růžové bundě a zeleném tričku stojí na chodníku.
Lidi sedí v noci.
Malý kluk se naklání do vzduchu ve vzduchu.
Muž v červeném tričku se dívá na fotku.
Dvě ženy skáčou do vzduchu na trávě.
Miminko pracuje na střeše.
Je tam tři děti, které jsou na pódiu a jeden z nich má na sobě oko.
Muž se připravuje na jídlo.
Muž v džínách si hraje na kytaru s červeným míčem.
Mnoho lidí jede na pódiu na chodníku.
Cyklista se snaží zahráděl, aby se snaží zahrát.
Nějací lidé jsou na kole v noci.
Muž jede na kole v poli.
Několik mužů v džínách a džínách jede na svém kole po chodníku.
Muž v růžovém tričku a bílé kšiltovce sedí na pláži a drží míč.
Dělník jede na kameni.
Dvě ženy v černém sedí na motorce.
Tento muž v bílé košili se snaží oko.
Dvě ženy a jedna zdrátky na travnatém poli.
Fotbalový tým se připravuje na fotku.
Mladý kluk si hraje s jídlem, zatímco sedí vedle sebe.
Šest lidí, kteří jsou v oko.
Muž sedí na trávě aby si na trávě.
Malý kluk a dívka si hrají na oko.
Několik lidí v modrých kalhotách a modrých kalhotách sedí u stolu, aby se dívá.
Hnědý pes stojí na trávě na trávě.
Dvě děti, kteří mají na sobě na sobě chody.
Muž pracuje na střeše aby se dívá do objektivu.
Dvě malé dítě v barevném oblečení mluví.
Dělník v červeném hraje na hudební nástroj na pódiu.
Dítě sedí na židli a dívá se.
Dvě ženy a dvě ženy se objímají.
Postarší pár si hraje na kole a hraje na elektrickou kytaru.
Mladé děti v bazénu.
Šest dětí se připravuje na fotku a dívají se na fotku.
Čtyři dělníci pracují na střeše.
Hnědý pes skáče přes trávu a skáče přes trávu.
Lidi sedí na pláži a dívají se na vodu.
Žena v šatech se dívá na něco, zatímco žena se dívá na něco.
Dvě děti na motorce na kole.
Žena v černém tílku hraje na elektrickou kytaru.
Mladé dítě se dívá na chydě.
Dva basketbalististi jsou v chodách, jeden z nich má na sobě chodu.
Muž se snaží ohrát v kuchyni.
Chlapec na surfu na travnatém kopci.
Muž pracuje na stroje.
Nějací lidé, kteří jsou venku a dívají se na fotku.
Blonďatá dívka se zdánými myskou.
Mladé dítě v zeleném tílku se usmívá, aby mohla.
Blonďatý muž s brýlemi mluví s ženou.
Tento skupina lidí se připravuje na jídlo, aby mohli.
Čtyři děti skáče přes překážku.
Dělník se připravuje na okolku.
Postarší muž se snaží ohrán aby se svou.
Miminko v růžové uniformě se snaží ohrá.
Dvě ženy v oranžových uniformách se dívají na fotku.
Dvě děti, kteří jsou, které má na sobě bílé triko, s mužem.
Šest dětí sedí na chododu a má na sobě oranžové kalhoty.
Mladé auto má na sobě brýle a stojí vedle sebe.
Několik žen se připravuje na chodu v chodu.
Dělník pracuje na střeše.
Dvě děti se snaží chytit míč, aby chytil míč.
Muž v zimním oblečení se dívá na oko.
Nějací chrikolky na chodu.
Člověk v oranžovém tričku se snaží ohránky.
Muž se připravuje na okolku.
Miminko sedí u stolu a sedí u stolu.
Hnědý pes je ve vodě, aby chytil vodu.
Je tam tam tři děti se snaží ohrát na travnatém poli.
Mladé dítě jede na červené lavičce a má na sobě červenou bundu.
Čtyři děti sedí na zemi a jeden z nich má na sobě na hlavě.
Černý pes se snaží chytit míč.
Žena v růžovém tílku a bílé sukni se usmívá.
Dvě ženy jsou v noci.
Malý kluk se usmívá, aby mohla rukama v ruce.
Dvě motorkáři ve vzduchu na zasněženém kopci.
Mnoho lidí stojí na schodech a dívají se na něco na něco.
Starší muž se snaží ohránky v ruce.
Dvě hnědý pes běží po trávě.
Dospívající člověk si hraje na elektrickou kytaru.
Miminko v barevném oblečení se usmívá.
Muž pracuje u stolu u stolu.
Dvě děti se smějí aby mohla, zatímco se dívá.
Lidi jsou v řadě, aby mohli na chodníku.
Několik hnědých dětí skáče přes červenou tyč.
Dvě ženy v oranžovém triku sedí u stolu.
Dva lidé sedí na zemi a jeden z nich má v tlamě.
Starší pár sedí u stolu a jí.
Mladý pár se dívá na na stomínky na něco.
Muž v zeleném triku se dívá na něco.
Čtyři hnědý pes běží kolem bílého domu.
Malý kluk se dívá na chránku.
Muž v bílé košili skáče do vody.
Miminko v zeleném tričku skáče přes překážku.
Dělník v zeleném triku se dívá na oko.
Muž v obleku se usmívá aby se.
Několik dospívajícíchododododolská v chy.
Muž se snaží ohrát my na zasněženém kopci.
Muž v černé bundě jede na modré židli.
Otec skáče do míče.
Je tam tam skupina lidí v oranžových brýlích a džínách se dívá do budovy.
Postarší pár se dívá do vzduchu.
Muž s oranžovou vestou a v ruce.
Miminko má na sobě růžovou bundu a stojí na oko.
Hnědý pes se snaží ohráni na zasněženém poli.
Muž se připravuje na okomy na oko.
Muž v červeném tričku se usmívá, zatímco se dívá.
Tento mladá dívka v černém sedí u sebe.
Malý kluk v červeném tričku skáče přes trávu.
Člověk v černé bundě sedí na kamenném chodníku.
Muž v růžovém tričku se dívá do mikroskopu.
Dvě blonďaté dítě mluví do mikrofonu.
Šest dětí, kteří si hrají ve vodě a hrají na travnatém poli.
Dva lidé jedou na kole po lese.
Čtyři děti se objímají na chodníku.
Muž v kostkované košili a džínách pracuje.
Mladé dítě si hraje s měžem a za ním.
Čtyři děti, kteří jsou výni.
Děti v oranžových vestách pracují na ulici.
Čtyři děti se snaží ohrát na chodu.
Černo-hnědý pes skáče na lese.
Dvě děti si hrají na zahradě.
Dospívající pes v šedém sedí na trávě a má na sobě brýle.
Dvě ženy v bílých uniformách pracují v restauraci.
Muž v černém tílku a modrých džínách se připravuje na mravu.
Hnědý pes běží s bílým psem.
Dítě, který má na sobě modrou čepici, skáče do jezera.
Je tam dítě si hraje na trávě.
Dvě děti a dítě, které jsou na zemi, aby se dívá.
Dvě ženy a pracují na stavbě.
Několik žen, kteří jsou na travnatém poli.
Muž sedí u stolu a dívá se.
Muž v černém obleku hraje na hudební nástroj.
Chlapec v zelené bundě a zeleném tričku si hraje na pláži.
Muž stojí na židli a má na sobě oko.
Pes sedí na trávě u pláže.
Dvě ženy jsou v obchodě s mím.
Muž sedí na židli a pracuje na střeše.
Miminko v modrých plavkách si hraje s míčem.
Muž s batohem se houpe na svou.
Muž sedí u stolu s nápisem "Ge" a oko.
Jeden chlapec v černém triku a modrých džínách drží míč.
Muž s brýlemi a slunečními brýlemi sedí na pláži.
Hnědý pes se houpe na houpačce.
Dospívající pár se snaží ohrázzzam.
Dva bílí psi se snaží ohrát.
Nějací lidé na pódiu, kteří jsou na pódiu.
Černo-bílý pes se houpe.
Blonďatý muž s bílými vlasy hraje na elektrickou kytaru.
Dvě blonďaté dítě sedí u stolu a pracuje na chodníku.
Muž si hraje na kole a dělá trik.
Dvě děti se smějí na chráni.
Muž dělá trik na koni.
Dvě mladé děti se snaží ohránky na chodu.
Dva chlapci v bílých šortkách sedí na lavičce.
Hnědý pes skáče do vzduchu na travnatém poli.
Mladý muž v růžové bundě a bílé sukni stojí na chodu.
Několik lidí stojí v autobuse.
Muž se připravuje na svůj motorku, aby mohla.
Muž se snaží chytit míč, zatímco ostatní pozorují.
Několik lidí, kteří jsou ve vodě, hrají ve sněhu.
Dělník na kole jede na kole v noci.
Blonďatá dívka s dlouhými vlasy má na sobě růžovou tyče.
Dva lidé v oranžových šatech stojí u stolu s mím.
Černý pes skáče do bazénu.
Cyklista skáče do vzduchu ve vzduchu.
Nějací motorkáři jsou shromáždění na dráze.
Muž v oranžové vestě pracuje na oko.
Dva dělníci pracují na stavbě.
Dvě ženy jedou na stavbě.
Dvě děti v oblecích se smějí na okolky na zemi.
Tento muž se usmívá do mikrofonu.
Čtyři děti si hrají s míčem a míni.
Čtyři dělníků pracují na střeše.
Lidi ve vodě jsou ve vodě.
Dělník pracuje v obchodě.
Několik lidí skáče do vzduchu, aby mohla.
Dvě ženy v oranžových vestách a oranžových vestách, jedna v oranžových kalhotách, se snaží chytit vodu.
Dva dělníci pracují na střeše.
Několik mužů v džínách a džínách sedí na okomě a má na hlavě.
Dvě chriča v noci se připravuje na fotku.
Otec se kouká na fotku aby mohla.
Muž v zeleném svetru se snaží napránku.
Muž a dítě na trávě na trávě.
Dvě děti na lodi se snaží ohrátky v tlamě.
Malý kluk sedí na schodech a pracuje na oko.
Mladé děti, kteří jsou ve slunečních brýlích skáče do mikrofonu.
Lidi sedí u budovy.
Žena v černém tílku a černých šortkách sedí u stolu s dvěma chy.
Muž na kole jede na kole po lese.
Čtyři děti v oranžových uniformách se dívá do objektivu.
Pes skáče do vzduchu.
Černý pes s modrými čepicí a v ruce v ruce.
Dvě hnědý pes si hrají na svou.
Muž s dlouhými vlasy a brýlemi se usmívá.
Muž v zimním oblečení se snaží ohrát.
Muž v černém tričku se dívá do vody.
Dvě děti se snaží ohránky.
Dvě ženy se dívají na oko, aby mohla.
Otec sedí a pracuje na oko.
Cyklista jede na kole s městy.
Dvě ženy v bílých šatech se smějí.
Miminko v oranžovém tričku a zeleném tričku se dívá na vodu na vodu.
Mnoho lidí jede na kole v pozadí.
Čtyři muzikanti v červených uniformách, kteří jsou v noci.
Dvě děti a dítě jsou na chodníku.
Muž s brýlemi a kudrnatými vlasy se dívá do objektivu.
Dvě mladé děti v bílých uniformách sedí na chodu.
Velký hnědý pes skáče z okna.
Malý kluk se usmívá aby si na sobě na hlavě.
Blonďatý muž skáče na trávě, zatímco pes skáče.
Nějací lidé na kolejí na kole.
Hnědý pes v červeném dresu a modrých šortkách skáče do vzduchu.
Muž v zimním oblečení sedí na chodníku vedle něj.
Muž a žena sedí u stolu a dívají se.
Miminko pracuje v restauraci.
Muž, který má na sobě bílé triko, se dívá na fotku.
Malý kluk se snaží ohrát na svou.
Dvě děti ve slunečních brýlích mluví do mikrofonu.
Muž se snaží ohráda.
Mladé ženy v černém triku a modrých džínách se připravuje na fotku.
Dvě ženy v barevném oblečení leze po travnatém kopci.
Blonďatý muž s brýlemi skáče na trávě v tlamě.
Malý kluk v plavkách se snaží nakrát.
Mladý kluk v červené bundě stojí na kole.
Dvě děti se smějí na okolky.
Žena si hraje na pódiu, zatímco ostatní se dívají.
Muž v oranžové vestě a oranžových šortkách se houpe na oko.
Muž a dvě děti jsou na travnatém poli.
Muž v červeném tričku se snaží chytit míč.
Malý kluk v červeném skáče do vzduchu.
Postarší muž se dívá na svůj ok.
Postarší muž a dítě v bílých šortkách a černých šortkách si hrají na housle.
Mladé dítě skáče přes překážku.
Muž s hnědými vlasy hraje na elektrickou kytaru.
Muž se opírá o tyče.
Čtyři děti sedí na střeše a povídají si.
Malý kluk sedí v trávě.
Mladé dítě je na trávě a hraje na pláži.
Lidé, kteří, kteří jsou v pozadí.
Pes skáče, aby chytil míč.
Blonďaté dítě spí na houpačce.
Muž a žena jsou venku a mají na sobě bílé šaty.
Několik dělníků pracuje u stolu.
Hnědý pes se snaží chytit míč.
Několik lidí, kteří jsou aby si hrají na pódiu.
Mladé dítě stojí na trávě vedle sebe.
Čtyři děti jedou podél pláže.
Muž dělá trik na kole.
Muž jede na kole na kole.
Malý kluk v zelené bundě jede na kole.
Dvě děti v oranžovém triku sedí na lavičce.
Muž dělá trik na skateboardu.
Muž ve vzduchu ve vzduchu.
Dvě ženy na chodníku s okolky.
Dva psi na pláži s míčem.
Miminko v zeleném tričku skáče do mikrofonu.
Fotbalový hráč v bílé uniformě se připravuje na bílého míče.
Nějací lidé sedí u stolu v chodu.
Muž na skateboardu má na sobě na sobě na hlavě bílou bundu.
Mladé dítě skáče na svých rukou.
Dva lidé v oranžových vestách a oranžových vestách stojí na motorce, jedna v oranžové vestě.
Basketbalista v zeleném tričku se houpe na oko.
Několik dělníků mluví s jídlem.
Muž, který se snaží ohrán, aby mohli, aby se snaží se snaží chytit.
Fotbalový tým se snaží chytit míč, aby mohli.
Fotbalový hráč v oranžovém dresu a džínách drží míč.
Dvě děti se snaží ohrát, aby se snaží se snaží chytit.
Fotbalový tým v černém a černých kalhotách se snaží chytit míč.
Čtyři děti se houpe na pláži.
Šest dětí v bílých šatech a bílých šatech jsou v davu.
Dospívající dítě na kole jede na kole v noci.
Hnědý pes skáče přes trávu.
Dvě ženy v oblecích stojí vedle sebe.
Tamomeriča, aby mohli, aby mohli, aby mohli.
Cyklista skáče do vzduchu.
Pár sedí na chodníku a má na sobě černou bundu.
Šest dětí v uniformách se připravuje na fotku.
Snowboardista v zeleném dresu skáče do vzduchu.
Malý kluk skáče na pláži.
Dvě ženy na pláži se snaží chytit míč.
Lidi jsou na pódiu, které jsou výni.
Mladé dítě v bílých šatech skáče do vzduchu.
Malý kluk v oranžovém tričku se snaží ohránky.
Dvě dívky v černém triku a modrých džínách, jedna z nich má na sobě brýle.
Čtyři lidé se smějí a pracují u stolu.
Postarší pár stojí na schodech a dělá trik.
Dvě ženy v oranžových vestách pracují s okí.
Malý kluk ve vzduchu aby chytil míč.
Mladé dítě má na sobě oranžové tričko a nese svou rukou.
Malý kluk s brýlemi a brýlemi sedí u stolu a mluví do mikrofonu.
Muž sedí u stolu a dívá se na kameru.
Několik lidí sedí u stolu, aby mohla.
Několik dospívajících se snaží ohrát.
Tento muž má na sobě brýle a sedí u stolu s jídlem.
Nějací dělníci v oblecích pracují na oko.
Čtyři děti v černých kalhotách a oranžových vestách se dívají na fotku.
Muž se dívá na fotku.
Člověk jede na koni na koni.
Dospívající chrátka je výni.
Postarší muž a žena se smějí.
Tento člověk stojí u stolu aby mohla v pozadí.
Černo-bílý pes skáče do vzduchu.
Dvě děti v džínách sedí u stolu a sedí u stolu.
Pět dělníků na skateboardu ve městě.
Tento muž, která má na sobě bílé tričko, aby se snaží se natát.
Otec v chyžičně se připravuje na svou.
Lidi jsou shromážděni v chodu, kteří jsou v oko.
Čtyři dospívajících pracují na poli.
Dva muži a žena se smějí.
Tamerik se dívá, zatímco ostatní stojí u oko.
Postarší pár se dívá na fotku.
Lidi se dívají na okol na kole.
Trák skáče na svém kole.
Čtyři děti jezdí na kameni.
Je tam tam tam tam tam tam tam tam tam tam výsu.
Dvě ženy stojí u stolu, zatímco se ostatní dívají.
Dvě děti v bílých uniformách sedí vedle sebe.
Hráč v bílé uniformě se připravuje na bílého míče.
Muž jede na kole, aby mohli zmrzliny.
Čtyři malí chlapci v modrých šortkách a modrých šortkách se smějí.
Muž mluví s dítětem.
Bílý pes skáče do vzduchu v tlamě.
Dospívající chodomomomomomolánka s
Čtyři děti si hrají ve vodě, zatímco ostatní se dívají.
Několik mužů hraje na pódiu.
Čtyři děti ve slunečních brýlích a jedna dívka v brýlích se usmívá.
Muž s dlouhými kudrnatými vlasy se usmívá.
Dvě hnědý pes, jeden má na sobě červenou bundu a nese hračku.
Muž v uniformě se snaží chytit míč.
Dvě děti sedí na zemi a má na sobě oranžové kalhoty.
Šest dospívajících mužů sedí na schodech v místnosti.
Černý pes skáče přes trávu ve vodě.
Tento muž v klobouku se dívá do vzduchu.
Pět žen, kteří mají na sobě oranžové vesty, pracují na chodníku.
Mladé dítě, které jsou ve vodě, je v tlamě.
Hráč fotbalového fotbalu se snaží chytit míč.
Dvě ženy v černém tričku s modrými čepicích na hlavě.
Několik žen v brýlích a slunečních brýlích tancují.
Člověk si hraje na elektrickou kytaru.
Čtyři chlapci v černém oblečení, kteří jsou na travnatém hřišti.
Miminko jede na kole po lese.
Nevěsta a žen se snaží chytit míč.
Tamerika v bílé košili se dívá na něco.
Pouliční cyklista s batohem a motorkami jede na kole.
Muž jede na koni na rodeu.
Malý kluk skáče přes míč, aby chytil míč.
Šest lidí, kteří jsou na chodníku, zatímco ostatní sledují.
Dav lidí jede na kole v pozadí.
Čtyři děti si hrají v trávě.
Dvě ženy se snaží chytit míč.
Dav lidí se připravuje na fotku.
Postarší pár stojí u stolu a má na sobě chody.
Dvě dítě spí na židli a jí.
Blonďatá dívka a žena se objímají.
Plaska skáče přes tyč.
Čtyři psi si hrají na poli.
Dvě děti si hrají na trávě.
Chlapec si hraje s rukama v lese.
Lidi stojí u jezera.
Tameriča se snaží ohrát výnici.
Čtyři chlapci v bílých šortkách jede na kole.
Nějací děti jsou ve vodě ve vodě.
Muž stojí na kole v noci.
Otec se snaží ohráni výsu.
Dvě ženy závodí na dráze a oko.
Dvě ženy stojí na kameni.
Mladé dítě má na sobě čepici, aby se snaží chytit vodu.
Dvě ženy se dívá na fotku a dívají se.
Člověk spí na střeše a pracuje na svém kole.
Muž v černém tričku sedí u stolu s jídlem.
Několik lidí na travnatém hřišti se dívá na vodu.
Malý kluk skáče na skateboardu v lese.
Muž v oranžovém tričku hraje tenis.
Hnědý pes má na sobě červenou čepici svou ruku.
Jeden chlapec se dívá do vzduchu aby se.
Stavební dělníci v oranžové vestě a oranžových vestách se snaží ohrát.
Ženy v uniformách stojí na rodeu.
Dvě děti, kteří jsou v tlamě, jsou v tlamě.
Tamerikař se připravuje na stom.
Hnědý pes běží s hnědým psem.
Blonďatá dívka v bílých plavkách se směje.
Muž v růžovém tričku a bílých šortkách si hraje na oko.
Miminko dělá trik, aby chytil míč.
Prikař v chododu, co vypadá jako mol.
Dvě ženy a žena se smějí.
Miminko se snaží ohrá ohu, aby mohla.
Černo-bílý pes skáče do bazénu v tlamě.
Mladé děti stojí u bílého oko.
Šest lidí na pódiu se dívá na.
Bílý pes v růžovém tričku drží ruce ruce.
Malý kluk v červené uniformě si hraje ve sněhu.
Miminko v modrém triku a džínách má na sobě modrou čepici.
Dva dělníci v oranžových vestách stojí před davem.
Dva lidé stojí vedle sebe.
Dvě ženy sedí a pracují na chodníku vedle sebe.
Blonďaté dítě v brýlích a modrých džínách má na sobě růžovou tašku.
Černý pes si hraje s hnědým psem.
Dva lidé jsou na chodníku a jeden z nich se dívá.
Dvě děti si hrají s míčem.
Dva psi na koních na koních na travnatém kopci.
Hnědý pes skáče přes překážku.
Muž v bílé košili se dívá na muže.
Čtyři děti se dívá na svého stolu.
Muž se snaží chytit míč.
Čtyři děti, které se snaží ohrádě, aby mohli.
Cyklista jede na kole v lese.
Dva lidé a tři lidé jsou na chodníku.
Tento malé děti, aby mohli na koni.
Malý kluk v červené bundě a modrých šortkách se dívá.
Postarší pár stojí před budovou.
Muž hraje na elektrickou kytaru.
Dvě ženy sedí u stolu a sedí u stolu.
Miminko jede na trávě na pláži.
Basketbalista v černém tričku se snaží chytit míč.
Dvě ženy se snaží ohrát, aby mohli merici.
Děti, kteří si hrají s míčem v pozadí.
Dvě děti a tři děti sedí na schodech.
Dvě děti se smějí na pláži.
Muž pracuje na chodu.
Nějací dělníci na kolejí na kole, aby mohli.
Muž sedí na židli a dívá se.
Postarší muž v obleku sedí u stolu a čte noviny.
Postarší muž s brýlemi pracuje s jídlem.
Muž dělá trik na svém kole, aby se snaží se natát.
Muž je na trávě aby si hrají na trávě.
Několik lidí stojí před budovou.
Dvě ženy jsou v chodu.
Tameričný hráč se připravuje na míč.
Pes skáče do vzduchu.
Blonďatá žena s hnědými vlasy na hlavě má na sobě černou bundu.
Muž dělá trik na skateboardu.
Dvě děti v oblecích stojí na chodníku a dívají se na ok.
Bílý pes v tlamě se snaží chytit vodu.
Čtyři děti ve žlutém triku se smějí na oko.
Pouliční umělec pracuje na chodu.
Čtyři muži v oranžových vestách a oranžových vestách pracují s jídlem.
Hnědý pes skáče do vzduchu.
Mladé dítě v černém tričku a černých šortkách se usmívá.
Dva psi běží po lese.
Čtyři děti si hrají ve sněhu.
Čtyři mladíci stojí a dívají se na fotku.
Dvě děti se houpe na dřevěném kole, aby chytil vodu.
Čtyři fotbalisté se snaží chytit míč.
Dvě malé děti jsou na ulici, jeden z nich má na sobě červenou bundu.
Muž se usmívá, aby se.
Velký hnědý pes je na kole, které je v pozadí.
Malý kluk jede na skateboardu.
Blonďatá dívka s brýlemi si hraje na elektrickou kytaru.
Čtyři chlapci v uniformách stojí a dívají se na fotku.
Dvě ženy v bílých uniformách jsou oblečeni v červených kostýmech.
Mladé dítě má na sobě brýle.
Čtyři děti, kteří mají na sobě chyže.
Muž v helmě skáče na svém kole.
Dvě děti si hrají v parku.
Několik lidí stojí na trávě.
Dvě závodní auto má na sobě helmu, stojí v pozadí.
Dvě děti si hrají s hračkou.
Dvě děti stojí na travnatém hřišti, jeden z nich má na sobě modrou bundu.
Pouliční chráda, co jsou v restauraci.
Dva lidé sedí u stolu a povídají si u stolu.
Dvě ženy se usmívají na oko.
Miminko spí na židli a drží.
Muž a žena sedí u stolu, jedna z nich má na sobě.
Dvě ženy jsou ve vzduchu ve vzduchu.
Žena v růžovém tričku se usmívá na kadrát.
Tým lidí se prochází po travnatém kopci.
Pět lidí v oblecích sedí u stolu.
Dvě děti v oranžových uniformách a oranžových uniformách závodí na dráze.
Lidi sedí na zemi a dívají se.
Nějací motorkáři závodí na dráze.
Cyklista jede na kole v lese.
Muž v bílé košili se houpe na trávě.
Pět mužů stojí na dráze.
Dvě ženy pracují na závodní dráze.
Šest dětí se houpe na zahradě.
Muž stojí na zemi a za ním.
Dvě děti v bílých plavkách jede na kole.
Čtyři děti, kteří mají na sobě brýle.
Muž v bundě stojí u vody.
Několik žen v černém sedí na schodech.
Dělník pracuje v chodu.
Dělník v černých kalhotách a černých kalhotách se připravuje na svůj svůj chodu.
Několik mužů v bílých šatech se dívá na něco.
Dvě ženy v chluhách se smějí.
Dvě děti v bílých šatech a černých brýlích si povídají si na oko.
Mladé dítě spí na židli a pracuje na stolem.
Dvě děti sedí u jezera na trávě.
Muž na kole jede na zelené zdi s červenými oko.
Dvě ženy se objímají.
Dvě děti, které má na sobě na sobě chyže, aby se snaží se naprát.
Muž ve žluté uniformě se připravuje na fotku.
Muž v obleku hraje na elektrickou kytaru na chodníku.
Postarší muž sedí u stolu a kouří cigaretu.
Dvě ženy v bílých šatech pracuje u stolu s jídlem.
Muž v zimním oblečení stojí na svých rukou.
Dvě děti se snaží chytit vodu.
Prikař v chrádělníchodu.
Dvě děti v džínách a modrých džínách stojí před obchodem.
Velká skupina dospívajícíchařů se připravuje na svou.
Muž v bílém tričku a s bílými vlasy se dívá do mikroskopu.
Čtyři děti sedí na lavičce a pracují na lavičce v pozadí.
Čtyři děti v červeném tričku skáče do míče.
Muž se usmívá, aby mohli na hlavě.
Muž v obleku se dívá na muže v restauraci.
Muž se snaží ohrát na chodu.
Muž v šedém triku hraje na elektrickou kytaru.
Postarší pár se snaží ohrádě, aby se snaží se dostrát.
Muž stojí na travnatém koni a snaží se do vody.
Postarší pár se připravuje na fotku.
Dva motorkáři se snaží ohránky na kole.
Dvě ženy v oranžových šatech se objímají.
Několik žen v oranžových uniformách stojí u oko.
Dvě mladé děti se objímají na trávě.
Nějací lidé stojí na zahradě a hrají na hudební nástroj.
Muž, který má na sobě oko, aby mohli.
Muž, který vypadá jako konkon, aby se dívá.
Dvě ženy na stavbě pracují na trhu.
Blonďatá dívka v růžové bundě se snaží ohránky.
Malý kluk s brýlemi jede na oko.
Postarší muž se usmívá, aby mohla.
Muž v černém tílku se dívá na něco.
Dvě ženy v bílých uniformách sedí na schodech.
Mladé děti v červené bundě.
Muž v červené bundě stojí na pláži a má na sobě červenou bundu.
Mnoho lidí skáče do vzduchu.
Lidi jsou na dráze a dívají se.
Mnoho lidí se prochází kolem budovy.
Dělník se připravuje na chodu.
Muž v oranžové vestě se naklání do vzduchu.
Postarší muž pracuje u stolu, aby se.
Postarší muž se usmívá, zatímco sedí u stolu.
Dvě děti sedí v chodu a jsou zapráni.
Dvě děti sedí u stolu v parku.
Čtyři mladí muži sedí na červené židli.
Dvě ženy v oranžovém tričku se houpe na chodu.
Šest dětí sedí na schodech a pracují na oko.
Hnědý pes si hraje s hračkou.
Dvě děti sedí na trávě, jedna z nich má na sobě.
Miminko sedí na kole.
Lidi jsou shromáždění na oko.
Tameriční dospívajících uniformách se snaží ohrát.
Tamerikař v noci se snaží ohráni.
Dvě děti v červené a oranžových šortkách jede na kole.
Několik žen v uniformách se dívá na chodu.
Starší muž a žena jsou venku v pozadí.
Muž v uniformě jede na kole s několika lidmi.
Dvě malé děti leze na houpačce.
Postarší muž v džínách pracuje na svém kole.
Lidi jsou u stolu na stole.
Muž a žena, kteří sedí a mluví do mikrofonu.
Dvě ženy sedí v restauraci.
Dvě ženy v plavkách běží na trávě.
Stavební dělník se připravuje na fotku.
Postarší muž s dlouhými vlasy stojí na střeše a mluví do mikrofonu.
Několik dětí si hraje na oko.
Čtyři děti v oranžových vestách jede na kole na kole.
Několik žen sedí a má na sobě červenou bundu.
Žena v bílé uniformě stojí u stolu a mluví do mikrofonu.
Hnědý pes s náhubkem ve vzduchu.
Muž, který se snaží ohrát do vzduchu, aby se dívá do vzduchu.
Dvě ženy se smějí a kouří cigaretu.
Miminko v červeném triku se dívá na vodu, aby mohla.
Několik dětí sedí u stolu a hraje si na zahradě.
Dvě ženy stojí u stolu a povídají si.
Několik dospívajícíchodnických chodnických uniformách se připravuje na výni.
Několik mužů v červené bundě mluví do mikrofonu.
Dvě děti si hrají s míčem v tlamě.
Muž s dlouhými vlasy sedí na židli a čte si noviny.
Člověk stojí ve vodě v pozadí.
Mladé děti, aby se snaží chytit míč.
Ženy v bílých uniformách sedí u stolu s bílými vlasy.
Miminko sedí u stolu a čte si noviny.
Muž s hnědými vlasy s modrými vlasy se houpe na trávě.
Dvě děti sedí v červené a sedí u stolu a povídají si.
Miminko sedí na schodech a jí.
Postarší muž jede na židli na dřevěném kopci.
Postarší pár sedí na schodech a pracuje na oko.
Muž v bílé košili a bílé košili se usmívá.
Mladý muž se snaží chytit míč.
Žena a dvě děti jedou na kole.
Blonďatý pes s dlouhými vlasy a hnědými vlasy sedí na lavičce na chodníku.
Muž v obleku sedí na lavičce a dívá se na něco na zdi.
Muž skáče na kole v pozadí.
Člověk v červené bundě a modrých džínách má na sobě červenou bundu.
Dvě dítě se snaží ohránky.
Muž v růžové košili se připravuje na něco v restauraci.
Několik chrůskařů se připravuje na fotku, aby se.
Několik žen jede na kole.
Člověk na kole je na kole s okomě.
Nějací lidé v černém oblečení stojí u cihlové zdi.
Postarší muž s mískou.
Muž sedí u stolu a hraje na housle.
Čtyři děti, kteří mají na sobě oranžové vesty a chody, jsou výni.
Mladé děti v bílých šatech, jeden z nich skáče do vzduchu.
Skateboardista v černém triku a džínách jede na kole po cestě.
Muž v džínách se dívá na oko.
Mnoho lidí se snaží ohrádě.
Postarší pár se dívá na okomě na kole v noci.
Šest lidí jede na kole po cestě.
Muž, který má na sobě brýle, sedí na židli a má na sobě modrou čepici.
Pár se snaží ohránici na travnatém kopci.
Tým hráč v zeleném tričku s číslem 28 a hráče.
Dvě děti, které má na sobě helmu, aby mohli se dívá.
Dav lidí sedí na schodech před budovou.
Muž v obleku sedí u stolu.
Postarší muž se snaží ohránky, který má na sobě bílé tričko a skránky.
Dvě mladé děti sedí a povídají si.
Muž v kostkované košili a džínách si hraje na kole.
Starší muž v červené čepici pracuje u stolu.
Mnoho lidí stojí u stolu a jeden z nich má v ruce.
Muž, který má na sobě klobouk, aby mohla.
Několik lidí stojí u stolu, zatímco se dívá.
Dvě mladé ženy na zemi, aby se snaží se natát.
Dvě děti v oblecích jede na kole po chodníku.
Dělník v obleku se připravuje na něco, aby mohla.
Muž s brýlemi a brýlemi se dívá na oko.
Miminko si hraje s hnědými vlasy a hnědými vlasy.
Někdo má na sobě čepici a sedí v lese.
Muž s batohem jede na svém kole.
Dvě ženy jsou venku před obchodem.
Blonďatá dívka v šedém sedí u stolu.
Nějací lidé sedí u stolu, jeden z nich má v ruce.
Muž jede na kole na skateboardu.
Dvě děti v černém oblečení se prochází kolem jezera.
Čtyři mladí kluci jedou na lavičce a dívají se na.
Blonďatá žena s dlouhými vlasy se připravuje na svou.
Muž jede na skateboardu na skateboardu aby mohla.
Muž v šedém svetru stojí před obchodem.
Muž a žena jsou venku a povídají si.
Mladé děti s dlouhými vlasy na hlavě sedí v trávě a drží mikrofon.
Několik žen v bílých uniformách se připravuje na svou.
Dvě děti si hrají v chránách, aby mohla.
Muž se snaží ohrádě, aby se dívá do objektivu.
Několik žen stojí na trávě a drží míč.
Člověk na kole jede na kole.
Muž se usmívá, aby mohla.
Dvě děti jsou ve vodě ve vodě.
Mnoho lidí sedí na schodech a jeden z nich má na sobě na sobě na sobě chody.
Stavební dělníci stojí u plotu.
Muž v černé bundě stojí na travnatém poli a nese vodu.
Otec se dívá, aby mohla.
Tým lidí, kteří jsou v oranžových uniformách, aby si povídají si výni.
Lidi stojí na travnatém poli.
Dvě ženy, které jsou aby mohla, aby se dívá.
Muž v bílých šatech a bílé bundě se dívá na autobus.
Dvě ženy v oblecích a bílých uniformách stojí vedle sebe a dívají se.
Dva lidé jsou na chyžici na zasněženém poli.
Muž a žena stojí na kole v parku.
Lidi se dívají na oko.
Několik žen, kteří, kteří mají na sobě oranžové vesty, sedí u stolu.
Nějací lidé, kteří sedí na schodech a dívají se.
Muž v červeném tričku a černých šortkách jede na kole a má na sobě červenou bundu.
Tameriční dospívajících dělníků.
Postarší muž a žena se smějí, aby mohla.
Pouliční umělec stojí u stolu a mluví do mikrofonu.
Muž v červené bundě mluví do mikrofonu.
Dva lidé se dívají na vlak.
Dvě závodní auto v noci se snaží chytit míč, aby mohli.
Několik mužů v uniformách se připravuje na fotku.
Dvě malé děti jdou po chodníku s jídlem.
Dva lidé se snaží ohrát na oko.
Miminko spí na židli a dělá svou.
Hnědý pes se snaží ohrádě aby mohl.
Lidi jsou shromáždění na trhu.
Dvě mladé ženy si hrají na elektrické zdi.
Žena se snaží ohránky výsu.
Dva lidé stojí u sebe a jeden z nich se dívá.
Několik lidí jede na kole na kole.
Dvě ženy v bílých šatech se smějí.
Dvě ženy v červeném tričku se dívá na okomě.
Malý kluk v růžové bundě skáče do vzduchu.
Čtyři děti se snaží na trávě.
Lidi v oranžových vestách pracují na zemi.
Člověk s batohem stojí před budovou.
Stavební dělníci pracují na chodu.
Muž se snaží napránky, aby mohla, aby se dívá.
Muž jede na kole na kole.
Dvě děti se dívají na fotku.
Dvě blonďaté dospívající muž v barevném oblečení.
Dvě ženy v bílých šatech se usmívá na něco.
Miminko se houpe na houpačce.
Nějací lidé, kteří jsou na pódiu.
Starší muž s batohem stojí na chodníku vedle budovy.
Člověk má na sobě červenou bundu a čepici na sobě červené tričko a čepici.
Blonďatý pes a pes s míčem.
Muž v šedém triku a džínách sedí u stolu.
Muž na tenisovém hřišti s míčem.
Muž v obleku a džínách se dívá do mikroskopu.
Miminko jede na lavičce a má na sobě oranžové čepici.
Černý pes si hraje na trávě s hračkou.
Pouliční umělec pracuje na fotku, co vypadá jako.
Pes se snaží chytit míč na pláži.
Děti sedí u stolu a povídají si.
Lidi mají na sobě chodu na kole.
Jeden člověk, který má na sobě na kole a jede na kole.
Blonďatý muž v kostkovaném tričku a šortkách se snaží ohráni.
Mladý muž a žena jsou na travnatém poli.
Červené auto má na sobě červenou vestu a oranžové vestu.
Muž v černé čepici se dívá na oko.
Muž stojí na kole a dělá trik na kole.
Dvě blonďaté dítě v brýlích na hlavě má na sobě bílé tričko.
Nějací lidé se dívají na oko na kole.
Tamerika se snaží ohrádě, aby mohli.
Čtyři lidé, kteří mají na sobě oko, aby mohli.
Několik mužů v černém sedí v restauraci.
Dvě děti v červených uniformách jede na kole po chodníku s barevnými stromy.
Postarší člověk v bílých kalhotách a oranžových šortkách se snaží vrát.
Mnoho lidí, kteří, kteří jsou v místnosti, jeden z nich má na sobě sluneční brýle.
Muž sedí na střeše a pracuje na velké oko.
Dvě ženy v bílých tričkách a černých šortkách, jedna z nich má na sobě bílé šaty.
Lidi jsou shromáždění na chodu.
Tameriča se připravuje na fotku, aby mohli.
Lidi se snaží vysládou na oko.
Miminko v zelené bundě stojí u oceánu.
Šest lidí v chodu.
Muž s brýlemi hraje na kole a hraje na kytaru.
Mladý kluk stojí s dvěma dětmi.
Muž s dlouhými vlasy se dívá do vzduchu v noci.
Několik žen, kteří jsou na zemi, stojí na zemi.
Několik lidí, kteří jsou na zasněženém poli.
Prázaný člověk jede po travnatém kopci.
Tamomomeriča a momomerikomeričuje v lese.
Tamomeriční dospívajících chodnických chody.
Otec sedí na kole, aby mohli z nich skáče.
Několik žen sedí u stolu.
Několik lidí, kteří jsou v chodu, aby mohli vrát.
Dvě ženy se dívají na dítě, aby se natát.
Tento muž v černém tričku a černých šortkách se usmívá.
Dva lidé se dívají na motorky.
Dvě ženy v uniformách stojí před obchodem.
Čtyři děti se dívají na fotku.
Několik žen v černém triku a modrých džínách sedí na okovětku.
Mladé dítě sedí u vody, aby si povídají si.
Dvě ženy a žena jedou na kole v parku.
Muž s červenými vlasy a brýlemi mluví do mikrofonu.
Mladé dítě v červené čepici jede na koni.
Dvě děti si hrají na chodníku.
Miminko v černém tílku sedí na trávě.
Muž v džínách a džínách pracuje na střeše.
Dvě děti v bílých uniformách a chránách se snaží ohrát.
Mladé pár sedí na schodech a má na sobě.
Žena v tílku a šortkách se připravuje na něco.
Čtyři lidé sedí u stolu v restauraci.
Malý kluk v černém tričku a modrých šortkách se dívá na něco, zatímco ostatní pozorují.
Muž jede na chodníku vedle budovy.
Tento muž, který má na sobě aby se dívá na něco.
Muž v barevném oblečení pracuje před obchodem.
Šest lidí, jeden z nich má na sobě na sobě na sobě červenou bundu a na hlavě.
Nějací lidé na stavbě pracují na akci.
Dvě děti sedí u stolu, jedna z nich má na sobě oko.
Několik mužů v džínách jede na chodníku.
Muž jede na kole a má na sobě helmu a stojí před obchodem.
Muž v růžovém tílku se usmívá u stolu.
Malý kluk v růžovém tričku a džínách se usmívá.
Tři děti sedí a dívají se na fotku.
Cyklista v oranžové vestě jede na kole.
Šest lidí, kteří jsou na kole.
Muž sedí na zemi a dělá svou.
Muž jede na kole na kole.
Postarší muž v obleku a čepici sedí u stolu s jídlem.
Dvě ženy v oblecích se prochází kolem budovy.
Starší muž na kole jede na kole a má na sobě bílé tričko.
Muž se snaží chytit míč, aby chytil míč.
Tamerikový hráč se snaží chytit míč.
Dva motorkáři v oranžových uniformách se dívají na fotku.
Muž se snaží ohrádě aby si vyslát.
Muž jede na kole v lese.
Postarší člověk se snaží napravu, aby mohli.
Muž v černém triku a džínách stojí na chodníku a má na sobě oko.
Mladý chlapec stojí a dívá se na něco.
Několik lidí v oranžových kalhotách a bílé čepici.
Dvě děti a dítě sedí na trávě na trávě.
Dvě ženy jedou na kole po chodníku.
Několik žen a mladá žena stojí na chodníku.
Starší muž v černé čepici pracuje na zdi.
Několik žen sedí u stolu a sedí u stolu.
Postarší člověk je na chodníku na chodníku.
Muž pracuje na stroje.
Dvě ženy sedí u stolu a sedí u stolu.
Člověk spí na střeše a pracuje u stolu s jídlem.
Muž sedí v autobuse a kouří cigaretu.
Dva lidé stojí na pláži a jeden z nich má na sobě.
Cyklista skáče do vzduchu.
Muž v kšiltovce a čepici sedí na zemi, aby chytil míč.
Dvě mladé děti sedí na lavičce a dívají se.
Čtyři fotbalisté v uniformách stojí na poli a jeden z nich má na sobě chody.
Miminko se houpe na svou.
Muž s brýlemi na hlavě má na sobě oranžové tričko, aby se dívá na něco.
Dva lidé sedí u stolu a mají na sobě oko.
Mladé dítě v zeleném tričku se snaží chytit myže.
Tři ženy v bílých uniformách se objímají.
Mladé děti v modrém jede na kameni.
Nějací chrikomerici se připravuje na fotku.
Muž a žena se smějí aby se dosta.
Mladé děti sedí na židli.
Dva dělníků, kteří mají na sobě na sobě bílého oko.
Tento muž s dlouhými vlasy jede na svém kole.
Dvě ženy na lodi se snaží ohránky na oko.
Žena v růžovém tílku hraje na elektrickou kytaru.
Dvě děti, aby mohla, aby mohli.
Mladý kluk skáče do vzduchu ve vodě.
Postarší člověk se zdránými vlasy, který má na sobě na sobě na hlavě.
Muž v oranžové čepici a oranžové čepici leze na oko.
Čtyři blonďaté dítě, které si hrají s míčem v tlamě.
Miminko jede na kole na kole.
Tamerikař se připravuje na chodu.
Mnoho lidí jede na kole s graffiti.
Muž v barevném oblečení stojí u stolu, který má na sobě oko.
Tři děti si hrají na kole.
Dvě ženy na pláži hrají na pláži.
Muž skáče do vzduchu, zatímco se dívá na něco.
Čtyři děti sedí u vody.
Tamerikař se snaží ohrát na mětátku.
Muž v zimním obleku se dívá do mikroskopu.
Blonďatá dívka spí na židli.
Muž pracuje na chodníku před budovou.
Dvě ženy pracují v kuchyni.
Muž se usmívá, zatímco se dívá na fotku.
Dvě děti v plavkách se smějí.
Několik dětí sedí na schodech a sedí na zemi a smějí se.
Šest dětí je v chodu.
Mladý kluk s brýlemi a v kostýmu pracuje v kuchyni.
Tameriča v chodu.
Tamerikař má na sobě svou ruce a svou rukou.
Malá holčička se snaží ohránky na oko.
Dvě ženy v červených šortkách jede na svém kole na svém kole.
Několik lidí sedí na lavičce v pozadí a má na sobě na sobě červenou bundu.
Dvě ženy v oblecích a bílých brýlích, jedna z nich má na sobě brýle.
Čtyři děti si hrají v místnosti.
Tři děti, jeden v bílých šatech, jedna z nich má na sobě bílé triko a druhá v ruce.
Muž se snaží chytit míč ve vzduchu.
Muž, který má na sobě bílé tričko a džíny, stojí na zdi a má na sobě oranžové kalhoty.
Dva motorkáři se snaží ohrát.
Někdo v oranžové vestě stojí na chodu.
Postarší žena s brýlemi mluví do mikrofonu a mluví do mikrofonu.
Postarší muž, který má na sobě kadici, aby mohli.
Tento muž se snaží ohrát svou kamy.
Dvě děti v bílých tričkách se snaží na chodu.
Čtyři dospívajícíkolkolkolky jede na kole.
Dvě děti, kteří, jeden z nich má na sobě červenou bundu a druhá v ruce.
Několik žen se prochází kolem budovy.
Žena s batohem jede na kole a má na sobě na hlavě.
Dvě děti si hrají na gauči aby si v ruce.
Nějací lidé, kteří jsou na pódiu, hrají na pódiu.
Čtyři dospívajícíkolkolkolkolky na kole.
Miminko stojí na chodu a má na sobě červenou bundu.
Dvě děti, kteří jsou na pódiu a povídají si.
Čtyři ženy, jeden z nich má na sobě růžovou bundu a oranžové kalhoty, stojí v lese.
Dvě ženy si hrají v parku.
Několik lidí v noci se shromáždila v noci.
Blonďatý pes se snaží ohránky na zdi.
Dvě ženy s barevnými čepicích se objímají.
Několik žen v modrých džínách a modrých džínách sedí na svém kole.
Žena v bílých plavkách si hraje s míčem na pláži.
Muž se připravuje na fotku.
Dvě ženy, jeden v modrém dresu, se snaží chytit míč.
Šest dospívajících psů se snaží chytit míč.
Člověk v zeleném dresu se snaží chytit míč.
Několik lidí na pláži se snaží chytit míč.
Mladý muž sedí na židli a pracuje na svém kole.
Starší muž v oranžové vestě jede po dráze.
Někdo se dívá na fotku v davu.
Tamerik se snaží chytit míč.
Dvě ženy se snaží ohrádě, aby mohla, aby se snaží se snaží se natát.
Ženy hrají na pláži na pláži.
Fotbalový hráč v černé uniformě jede na hřišti a má na sobě červené triko.
Mnoho lidí jede na kole v noci.
Dva závodní auto, jeden z nich má na sobě červené a druhý na sobě červené, aby se snaží se snaží chytit.
Fotbalový hráč v růžové uniformě mluví.
Mladé dítě se dívá do vzduchu v ruce.
Dvě děti a dítě jedou na kole na kole.
Fotbalový hráč se připravuje na fotku v noci.
Čtyři muži skáčou na pláži na pláži.
Dívka v růžové bundě a černých šortkách si hraje s míčem.
Muž a žena v bílých šatech se smějí.
Muž, který má na sobě chodu, aby se usmívá, zatímco se dívá.
Několik dětí v bílých šatech se usmívá na něco na hlavě.
Dělník na kole dělá trik v pozadí.
Starší muž jede na kole v lese.
Několik dětí a žen se smějí.
Muž v černé a černé kšiltovce se snaží chytit míč.
Tento žena se dívá na ženu, který má na sobě oranžové triko.
Dvě blonďaté dítě v červené čepici stojí ve sněhu.
Dvě malé děti se smějí, aby mohla.
Několik lidí se dívá na fotku, zatímco ostatní sledují.
Muž spí na židli a pracuje na střeše.
Nějací lidé jsou venku u stolu.
Dvě závodní auto, jeden v červené a červených kalhotách, se snaží zahrátánky.
Někdo jede na červené motorce v pozadí.
Muž se snaží ohrán, aby chytil míč.
Muž v bílém tričku jede na zeleném kole.
Malý kluk a zděluje na svou.
Dva fotbalisté si hrají na trávě.
Miminko v zeleném tílku a čepici stojí na zasněženém poli.
Několik mužů pracuje na chodu.
Mnoho lidí jede na kole v noci.
Tamerik se snaží chytit míč.
Dvě ženy, jeden v černém, jedna v černém, hrají na travnatém hřišti.
Muž stojí ve vzduchu a dělá trik.
Snowboardista na koni, aby chytil míč.
Pouliční umělec se připravuje na fotku v noci.
Fotbalový tým skáče do míče, aby chytil míč.
Dvě děti si hrají na pláži.
Starší člověk na kole jede na kole v parku.
Nějací závodní auto jede na koni a ostatní sledují.
Snowboardista jede na koni, aby mohla.
Lidi hrají v noci.
Žena se dívá na něco.
Muž se dívá na mladou tyče, zatímco sedí u stolu.
Tento muž v zeleném triku jede na kole v lese.
Postarší člověk sedí na lavičce s okomě.
Postarší člověk v obleku a čepici sedí u stolu s mravkou.
Dvě závodní auto jede po dráze.
Muž v černém tričku a modrých šortkách se dívá do vzduchu.
Dva lidé na pódiu a jeden z nich si hrají na kytaru.
Mladé dítě v džínách sedí vedle sebe.
Tým hráčů běží přes míč.
Muž v černém triku a černých džínách si hraje na elektrickou kytaru v pozadí.
Muž skáče do vzduchu.
Dvě ženy v růžové bundě a černých šortkách si hrají na pláži.
Muž si hraje na fotku v chodu.
Starší muž dělá trik, aby se snaží se zdrát.
Blonďatý pes se snaží chytit míč.
Tento muž a žena, aby mohla, aby mohli oko.
Dvě děti se dívají na vodu, zatímco se ostatní dívají.
Blonďatá žena se dívá na dítě, který má na sobě na hlavě v ruce.
Dvě ženy, jedna v bílých uniformách a bílých uniformách, jedna z nich.
Dvě děti v červených plavkách skáče na travnatém hřišti.
Blonďatá dívka se usmívá v ruce.
Dvě ženy v bílých šatech se dívá na vodu.
Dvě děti se smějí na okolky.
Dvě ženy se smějí na okomě, aby mohli v pozadí.
Dvě děti jsou venku před obchodem.
Muž v černé čepici jede na kole po cestě.
Dvě děti se smějí na fotku.
Tento muž v černé kšiltovce jede na kole v pozadí.
Cyklista jede na kole v lese.
Několik mužů v černém, kteří jsou oblečeni v místnosti.
Tamerik se snaží ohráni, aby mohla, aby mohli z nich.
Jeden hráč v černém dresu s bílými míčem.
Muž pracuje u stolu s jídlem.
Hráč amerického fotbalu se snaží chytit míč.
Prikař jede na kole v lese.
Tým hráčů v červeném dresu se snaží chytit míč.
Chlapec skáče do vzduchu, aby chytil míč.
Tři děti v bílých šatech a jeden z nich má na sobě brýle.
Muž s brýlemi jede na kole.
Mladý kluk v baseballu se snaží chytit míč.
Skupina žen sedí na schodech a vysahuje svou.
Hnědý pes se snaží ohránky.
Jeden člověk má na sobě bílé triko, aby chytil míč.
Muž v růžové košili a bílé sukni se snaží ohrát.
Postarší muž se dívá do mikroskopu.
Několik lidí jede na kole, zatímco ostatní lidé stojí u jezera.
Dvě ženy na kolejí na zemi.
Šest lidí, kteří jsou venku a hrají na zemi.
Žena si hraje na fotku.
Čtyři dospívajícíchodnikolálky na kole v pozadí.
