(function(){
"use strict";
var D=JSON.parse(document.getElementById("data").textContent);
var L=D.layout,N=D.frames.length;
var CW=100,CH=140,DOWN_UP=32,DOWN_DOWN=14,RIGHT=40,LABEL=30,M=10;
var RANKS={A:"A",T:"10",J:"J",Q:"Q",K:"K"};
// Every frame in full: a pile written as 0 is the previous frame's.
var frames=[],piles=null,marks=[],panel=[];
D.frames.forEach(function(f){
  piles=f[0].map(function(p,i){return p===0?piles[i]:p;});
  if(f[5]!==0)marks=f[5];
  if(f[6]!==0)panel=f[6];
  frames.push({piles:piles,move:f[1],note:f[2],from:f[3],to:f[4],marks:marks,panel:panel,counted:f.length<8});
});
// Each frame's move number: frames not counted as moves (FreeCell's autoplay
// before the first move) take the number before them, so the numbers are the moves'.
var moveNo=[0];
for(var i=1;i<N;++i)moveNo.push(moveNo[i-1]+(frames[i].counted?1:0));
function cards(code){var out=[];for(var i=0;i+1<code.length;i+=2)out.push(code.substr(i,2));return out;}
function esc(s){return String(s).replace(/[&<>"]/g,function(c){return{"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"}[c];});}
// Where each card of a pile goes: the same rule for drawing and for sizing the board.
function offsets(spec,list){
  var x=0,y=0,out=[];
  for(var i=0;i<list.length;i++){
    out.push([x,y]);
    if(spec[3]==="d")y+=list[i]==="##"?DOWN_DOWN:DOWN_UP;
    else if(spec[3]==="r")x+=RIGHT;
  }
  return out;
}
function extent(spec,list){
  var o=offsets(spec,list),last=o.length?o[o.length-1]:[0,0];
  return [last[0]+CW,last[1]+CH];
}
// The board's size is the largest any frame needs, so it never jumps.
var W=0,H=0;
L.forEach(function(spec,i){
  var ew=CW,eh=CH;
  frames.forEach(function(fr){var e=extent(spec,cards(fr.piles[i]));if(e[0]>ew)ew=e[0];if(e[1]>eh)eh=e[1];});
  W=Math.max(W,spec[1]*CW+ew);H=Math.max(H,spec[2]*CH+eh);
});
W+=2*M;H+=LABEL+2*M;
var SUITS={
 h:'<path d="M50 92C12 62 0 40 12 20 24 2 44 8 50 26 56 8 76 2 88 20 100 40 88 62 50 92Z"/>',
 d:'<path d="M50 2 88 50 50 98 12 50Z"/>',
 s:'<path d="M50 4C88 34 100 52 88 68 78 80 60 78 54 66L62 96H38L46 66C40 78 22 80 12 68 0 52 12 34 50 4Z"/>',
 c:'<circle cx="50" cy="28" r="21"/><circle cx="27" cy="58" r="21"/><circle cx="73" cy="58" r="21"/><path d="M50 48 62 96H38Z"/>',
 "?":'<circle cx="50" cy="50" r="30"/>'};
var defs="<defs>";
for(var s in SUITS)defs+='<symbol id="suit-'+(s==="?"?"x":s)+'" viewBox="0 0 100 100">'+SUITS[s]+"</symbol>";
defs+='<pattern id="back" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#1f4e9c"/><path d="M0 12 12 0M-3 3 3-3M9 15 15 9" stroke="#8fb0e6" stroke-width="2"/></pattern></defs>';
function card(code,x,y){
  if(code==="##")return '<rect x="'+x+'" y="'+y+'" width="'+CW+'" height="'+CH+'" rx="8" fill="url(#back)" stroke="#0b1f3f" stroke-width="2"/><rect x="'+(x+6)+'" y="'+(y+6)+'" width="'+(CW-12)+'" height="'+(CH-12)+'" rx="5" fill="none" stroke="#dfe8f7" stroke-width="2"/>';
  var r=code[0],s=code[1],red=s==="h"||s==="d",col=red?"#c8102e":"#111";
  var sym="#suit-"+(s==="?"?"x":s),rank=RANKS[r]||(r==="?"?"?":r);
  return '<g fill="'+col+'"><rect x="'+x+'" y="'+y+'" width="'+CW+'" height="'+CH+'" rx="8" fill="#fffef8" stroke="#333" stroke-width="2"/>'+
    '<text x="'+(x+5)+'" y="'+(y+29)+'" font-size="32" font-weight="700" font-family="Arial,Helvetica,sans-serif"'+(rank.length>1?' textLength="40" lengthAdjust="spacingAndGlyphs"':"")+'>'+rank+"</text>"+
    '<use href="'+sym+'" x="'+(x+CW-31)+'" y="'+(y+5)+'" width="26" height="26"/>'+
    '<use href="'+sym+'" x="'+(x+6)+'" y="'+(y+35)+'" width="24" height="24"/>'+
    '<use href="'+sym+'" x="'+(x+30)+'" y="'+(y+62)+'" width="52" height="52"/></g>';
}
var board=document.getElementById("board"),state=document.getElementById("state");
var moveList=document.getElementById("moves"),where=document.getElementById("where");
var panelBox=document.getElementById("panel"),playButton=document.getElementById("play");
var now=0,timer=null;
function draw(n){
  var fr=frames[n],svg=[],text=[];
  svg.push('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 '+W+" "+H+'" role="img" aria-label="'+esc(D.game+" "+D.title+", position after move "+moveNo[n])+'">'+defs);
  L.forEach(function(spec,i){
    var px=M+spec[1]*CW,py=M+LABEL+spec[2]*CH,pile=cards(fr.piles[i]),o=offsets(spec,pile),e=extent(spec,pile);
    var from=fr.from.indexOf(i)>=0,to=fr.to.indexOf(i)>=0;
    svg.push('<text x="'+(px+3)+'" y="'+(py-9)+'" font-size="21" fill="'+(from?"#ffb347":to?"#9fd3ff":"#cfe8d8")+'" font-weight="'+(from||to?700:400)+'">'+esc(spec[0])+"</text>");
    svg.push('<rect x="'+px+'" y="'+py+'" width="'+CW+'" height="'+CH+'" rx="8" fill="none" stroke="#7fb89a" stroke-width="2" stroke-dasharray="6 5"/>');
    for(var k=0;k<pile.length;k++)svg.push(card(pile[k],px+o[k][0],py+o[k][1]));
    if(from||to)svg.push('<rect x="'+(px-5)+'" y="'+(py-5)+'" width="'+(e[0]+10)+'" height="'+(e[1]+10)+'" rx="11" fill="none" stroke="'+(from?"#ff9f1a":"#3aa0ff")+'" stroke-width="6"'+(from&&!to?' stroke-dasharray="14 7"':"")+"/>");
    var mark=fr.marks[i];
    if(mark){var mw=Math.max(44,11*String(mark).length+12);  // wide enough for the text, from the pile's right edge
      svg.push('<g><rect x="'+(px+CW-2-mw)+'" y="'+(py+e[1]-30)+'" width="'+mw+'" height="26" rx="5" fill="#10231a" opacity=".85"/><text x="'+(px+CW-2-mw/2)+'" y="'+(py+e[1]-11)+'" font-size="17" font-weight="700" text-anchor="middle" fill="#ffe58a">'+esc(mark)+"</text></g>");}
    text.push(spec[0]+":"+(pile.length?" "+pile.join(" "):""));
  });
  svg.push("</svg>");
  board.innerHTML=svg.join("");
  state.textContent=text.join("\n");
  state.setAttribute("data-frame",String(n));
  panelBox.innerHTML=fr.panel.map(panelLine).join("\n");
}
// The coloured-square emoji (the gallery's evaluation) drawn as coloured
// boxes, so that they show where the browser has no emoji font.
var SQUARES={"\u{1F7E6}":"#4a90e2","\u2B1C":"#f4f4f4","\u{1F7E5}":"#e04040","\u{1F7E9}":"#3cb371"};
function panelLine(line){
  return esc(line).replace(/\u{1F7E6}|\u2B1C|\u{1F7E5}|\u{1F7E9}/gu,function(m){return '<span style="color:'+SQUARES[m]+'">\u25A0</span>';});
}
function show(n){
  n=Math.max(0,Math.min(N-1,n|0));
  var old=moveList.children[now];if(old)old.className="";
  now=n;draw(n);
  var li=moveList.children[n];
  if(li){li.className="now";
    var top=li.offsetTop-moveList.offsetTop;
    if(top<moveList.scrollTop||top+li.offsetHeight>moveList.scrollTop+moveList.clientHeight)moveList.scrollTop=top-moveList.clientHeight/2;}
  where.textContent="move "+moveNo[n]+" of "+moveNo[N-1];
  if(n>=N-1)stop();
}
function stop(){if(timer){clearInterval(timer);timer=null;}playButton.textContent="Play";}
function play(){
  if(timer){stop();return;}
  if(now>=N-1)show(0);
  playButton.textContent="Pause";
  timer=setInterval(function(){show(now+1);},+document.getElementById("speed").value);
}
frames.forEach(function(fr,n){
  var li=document.createElement("li");
  li.innerHTML=n===0?"start":(fr.counted?moveNo[n]+". ":"")+esc(fr.move)+(fr.note?' <span class="note">'+esc(fr.note)+"</span>":"");
  li.addEventListener("click",function(){stop();show(n);});
  moveList.appendChild(li);
});
// A button clicked with the mouse gives the focus back, so that space goes on
// meaning play/pause rather than pressing that button again.
function button(id,act){document.getElementById(id).onclick=function(e){act();if(e.detail>0)this.blur();};}
button("first",function(){stop();show(0);});
button("back",function(){stop();show(now-1);});
button("next",function(){stop();show(now+1);});
button("last",function(){stop();show(N-1);});
button("play",play);
document.getElementById("speed").onchange=function(){if(timer){stop();play();}};
document.addEventListener("keydown",function(e){
  var k=e.key,tag=e.target&&e.target.tagName;
  if(tag==="SELECT"||(tag==="BUTTON"&&(k===" "||k==="Enter")))return;  // theirs
  if(k==="ArrowLeft"||k==="ArrowUp"){stop();show(now-1);}
  else if(k==="ArrowRight"||k==="ArrowDown"){stop();show(now+1);}
  else if(k==="Home"){stop();show(0);}
  else if(k==="End"){stop();show(N-1);}
  else if(k===" "||k==="Spacebar"){play();}
  else return;
  e.preventDefault();
});
function fromHash(){
  var h=location.hash.slice(1),m=/^frame=(\d+)$/.exec(h);
  if(h==="end")show(N-1);else if(m)show(+m[1]);else show(0);
  if(h==="play")play();
}
window.addEventListener("hashchange",function(){stop();fromHash();});
fromHash();
// How long the page took to open and draw its first frame (docs/replay.md).
state.setAttribute("data-ready-ms",String(Math.round(performance.now())));
})();
